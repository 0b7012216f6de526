import { listPublicPaths } from "#core/site/list-public-paths";
import type { Route } from "./+types/sitemap";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function loader({ context }: Route.LoaderArgs) {
  const paths = await listPublicPaths({ db: context.db });
  const urls = paths
    .map(({ path, updatedAt }) => {
      const lastmod = updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeXml(context.config.siteUrl + path)}</loc>${lastmod}</url>`;
    })
    .join("\n");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } },
  );
}
