import type { Route } from "./+types/manifest";

/** The web app manifest: the name and icons a phone uses when the site is added to the home screen. */
export function loader({ context }: Route.LoaderArgs) {
  const name = context.siteSettings.businessName;
  const manifest = {
    name,
    short_name: name,
    start_url: "/",
    display: "browser",
    background_color: "#fbfaf7",
    theme_color: "#12343b",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
