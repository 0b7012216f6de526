import type { MetaDescriptor } from "react-router";

/** Title, description and social tags of a public page. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
