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

/** The Atom feed of the archive; a slug has no dot, so no issue can take this address. */
export const NEWSLETTER_FEED_PATH = `${NEWSLETTER_ARCHIVE_PATH}/feed.xml`;

/** Issues per page of the public archive. */
export const NEWSLETTER_ARCHIVE_PAGE_SIZE = 12;

const NEWSLETTER_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NEWSLETTER_SLUG_MAX = 200;

/** Whether an address part could be an issue's slug (the table's own rule), before asking the database. */
export function isNewsletterSlug(value: string): boolean {
  return value.length <= NEWSLETTER_SLUG_MAX && NEWSLETTER_SLUG.test(value);
}

/** The public archive's words. */
export const NEWSLETTER_ARCHIVE_TEXTS = {
  title: "Newsletter archive",
  intro: "Every issue we have sent, to read here. Calm, practical money tips, one small step at a time.",
  description: "Past issues of our newsletter: calm, practical money tips you can read any time.",
  empty: "We have not sent an issue yet. Join the newsletter and the first one will come straight to your inbox.",
  readPast: "Read past issues",
  allIssues: "All issues",
  sent: "Sent",
  newer: "Newer issues",
  older: "Older issues",
  pages: "Archive pages",
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  subscribeTitle: "Get the next issue in your inbox",
  subscribeText: "One calm email with practical money tips and upcoming workshop dates. Unsubscribe any time.",
  subscribe: "Join the newsletter",
  feed: "Follow in a feed reader (Atom)",
  feedTitle: (siteName: string) => `${siteName} newsletter`,
  notFound: "Page not found",
  notFoundText: "This issue is not in the archive, or the address has a typo.",
  loadFailed: "Something went wrong",
  loadFailedText: "Please try again in a moment.",
} as const;
