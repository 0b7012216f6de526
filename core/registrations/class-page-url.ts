/** The public page of a class, where its calendar entry links back to. */
export function classPageUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/classes/${encodeURIComponent(slug)}`;
}
