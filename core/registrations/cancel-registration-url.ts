/** The personal link that cancels one registration. */
export function cancelRegistrationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/registration/cancel?token=${encodeURIComponent(token)}`;
}
