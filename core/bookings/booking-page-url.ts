/** The public page where a session type is booked: /book/{slug}. */
export function bookingPageUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}/book/${encodeURIComponent(slug)}`;
}
