/**
 * The newsletter the owner writes and sends from the back office (decision 068):
 * its words, and the rules both the server and the browser apply.
 */

export const NEWSLETTER_EVENTS = {
  /** One subscriber's copy of an issue. */
  issue: "newsletter.issue",
  /** "Send a test to me". */
  test: "newsletter.test",
} as const;

export const NEWSLETTER_LIMITS = {
  subject: 200,
  previewText: 200,
  body: 100_000,
  perMinute: { min: 1, max: 10_000 },
  failureLimit: { min: 1, max: 20 },
} as const;

export const NEWSLETTER_MESSAGES = {
  notFound: "Newsletter issue not found",
  frozen: "This issue is being sent or was sent, so it can no longer be changed",
  subjectRequired: "Please enter a subject",
  bodyRequired: "Please write the newsletter before sending it",
  postalAddressRequired:
    "Add the business's postal address in Settings before sending: anti-spam laws ask for it in every newsletter",
  noRecipients: "No active subscriber would receive this issue",
} as const;

/** "1 subscriber", "2,000 subscribers". */
export function subscriberCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "subscriber" : "subscribers"}`;
}

export const NEWSLETTER_ARCHIVE_PATH = "/newsletter/archive";

/** The public page of an issue in the archive. */
export function newsletterArchiveUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${NEWSLETTER_ARCHIVE_PATH}/${slug}`;
}
