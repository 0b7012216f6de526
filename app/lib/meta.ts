import type { MetaDescriptor } from "react-router";
import { type ShareImageSource, shareImageFor } from "./share-image";

type RootData = { siteUrl: string; links: { siteName: string } };
type MetaArgs = { location: { pathname: string }; matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/**
 * Title, description, canonical address and social tags of a public page. The
 * share picture comes from `image` (the page's hero or cover), else the default.
 */
export function pageMeta(
  args: MetaArgs,
  { title, description, image }: { title: string; description: string; image?: ShareImageSource | null },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const siteName = root?.links.siteName ?? "";
  const url = `${root?.siteUrl ?? ""}${args.location.pathname}`;
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const share = shareImageFor({ source: image, siteUrl: root?.siteUrl ?? "", siteName: siteName || title });
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    ...(siteName ? [{ property: "og:site_name", content: siteName }] : []),
    { property: "og:image", content: share.url },
    ...(share.width && share.height
      ? [
          { property: "og:image:width", content: String(share.width) },
          { property: "og:image:height", content: String(share.height) },
        ]
      : []),
    { property: "og:image:alt", content: share.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: share.url },
    { name: "twitter:image:alt", content: share.alt },
  ];
}
