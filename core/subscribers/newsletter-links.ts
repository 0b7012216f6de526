/** Links every newsletter email carries. */

export function confirmSubscriptionUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(siteUrl: string, unsubscribeToken: string): string {
  return `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
}

/**
 * The unsubscribe link of a copy no subscriber stands behind (the preview and
 * the test copy): its page says so and unsubscribes nobody.
 */
export function sampleUnsubscribeUrl(siteUrl: string): string {
  return `${siteUrl}/newsletter/unsubscribe?sample=1`;
}

/**
 * The headers that give mail programs their own Unsubscribe button (RFC 2369),
 * which unsubscribes with one POST and no page in between (RFC 8058).
 * Every newsletter email must carry them.
 */
export function newsletterHeaders(siteUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(siteUrl, unsubscribeToken)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
