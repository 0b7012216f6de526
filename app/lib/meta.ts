import type { MetaDescriptor } from "react-router";
import { type ShareImageSource, shareImageFor } from "./share-image";

type RootData = {
  siteUrl: string;
  links: { siteName: string; shareImageUrl?: string | null; seoDescription?: string };
};
type MetaArgs = { location: { pathname: string }; matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/**
 * Title, description, canonical address and social tags of a public page. The
 * share picture comes from `image` (the page's hero or cover), else the default.
 */
export function pageMeta(
  args: MetaArgs,
  {
    title,
    description: pageDescription,
    image,
    preferSiteDescription = false,
    path = args.location.pathname,
    type = "website",
  }: {
    title: string;
    description: string;
    image?: ShareImageSource | null;
    preferSiteDescription?: boolean;
    /** The canonical address when it is not the path alone (a page of a list: "/list?page=2"). */
    path?: string;
    type?: "website" | "article";
  },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  // The owner's default description (site settings) speaks for the home page when she has written one.
  const description = (preferSiteDescription && root?.links.seoDescription) || pageDescription;
  const siteName = root?.links.siteName ?? "";
  const url = `${root?.siteUrl ?? ""}${path}`;
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const siteUrl = root?.siteUrl ?? "";
  // The owner's share picture (site settings) stands in for pages without their own.
  const ownerDefault = root?.links.shareImageUrl;
  const share = shareImageFor({
    source: image,
    siteUrl,
    siteName: siteName || title,
    ...(ownerDefault ? { fallback: { url: `${siteUrl}${ownerDefault}` } } : {}),
  });
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
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
