import { buildNewsletterFeed } from "#core/newsletter/build-newsletter-feed";
import type { Route } from "./+types/newsletter-feed";

/**
 * The newsletter archive as an Atom feed, for feed readers. Public like the
 * archive, so stored and cached as the sitemap is; a new issue in the archive
 * changes the content version, which drops the stored copy.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const body = await buildNewsletterFeed({
    db: context.db,
    siteUrl: context.config.siteUrl,
    siteName: context.siteSettings.businessName,
  });
  return new Response(body, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
