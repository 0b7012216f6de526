import type { MetaDescriptor } from "react-router";

type RootData = { siteUrl: string; links: { siteName: string } };
type MetaArgs = { location: { pathname: string }; matches: readonly ({ id: string; data?: unknown } | undefined)[] };

/** Title, description, canonical address and social tags of a public page. */
export function pageMeta(
  args: MetaArgs,
  { title, description }: { title: string; description: string },
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
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
    { name: "twitter:card", content: "summary" },
  ];
}
