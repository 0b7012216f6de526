import type { MetaDescriptor } from "react-router";

type RootData = {
  siteUrl: string;
  links: { siteName: string; shareImageUrl?: string | null; seoDescription?: string };
};
type MetaArgs = { location: { pathname: string }; matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/** Title, description, canonical address and social tags of a public page. */
export function pageMeta(
  args: MetaArgs,
  {
    title,
    description: pageDescription,
    preferSiteDescription = false,
  }: { title: string; description: string; preferSiteDescription?: boolean },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  // The owner's default description (site settings) speaks for the home page when she has written one.
  const description = (preferSiteDescription && root?.links.seoDescription) || pageDescription;
  const siteName = root?.links.siteName ?? "";
  const url = `${root?.siteUrl ?? ""}${args.location.pathname}`;
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    ...(siteName ? [{ property: "og:site_name", content: siteName }] : []),
    ...(root?.links.shareImageUrl
      ? [{ property: "og:image", content: `${root.siteUrl}${root.links.shareImageUrl}` }]
      : []),
    { name: "twitter:card", content: root?.links.shareImageUrl ? "summary_large_image" : "summary" },
  ];
}
