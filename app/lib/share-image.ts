import type { ResponsiveImage } from "#core/images/get-responsive-images";

/** The picture a page offers social sites for link previews (og:image). */
export type ShareImage = { url: string; width?: number; height?: number; alt: string };

/** Where a page's share picture can come from: its hero or cover image, as the page has it. */
export type ShareImageSource =
  | { kind: "stored"; image: ResponsiveImage; alt: string }
  | { kind: "linked"; url: string; alt: string }
  | { kind: "default" };

/** Shipped in public/, 1200x630, cut from the default hero. */
export const DEFAULT_SHARE_IMAGE = { path: "/images/share-default.jpg", width: 1200, height: 630 } as const;

const SHARE_CROP = { width: 1200, height: 630 } as const;

/**
 * The share picture of a page: its own image cropped to 1200x630 (served by
 * /media/share/), an outside image as it is, or the default. `fallback` is
 * where a site-wide default chosen by the owner takes the shipped one's place.
 */
export function shareImageFor({
  source,
  siteUrl,
  siteName,
  fallback = { url: `${siteUrl}${DEFAULT_SHARE_IMAGE.path}`, ...DEFAULT_SHARE_IMAGE },
}: {
  source: ShareImageSource | null | undefined;
  siteUrl: string;
  siteName: string;
  fallback?: { url: string; width?: number; height?: number };
}): ShareImage {
  if (source?.kind === "stored") {
    const fileName = source.image.largest.split("/").pop() ?? "";
    return { url: `${siteUrl}/media/share/${fileName}`, ...SHARE_CROP, alt: source.alt || siteName };
  }
  if (source?.kind === "linked" && /^https?:\/\//.test(source.url)) {
    return { url: source.url, alt: source.alt || siteName };
  }
  return { url: fallback.url, width: fallback.width, height: fallback.height, alt: siteName };
}
