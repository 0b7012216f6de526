import { z } from "zod/mini";
import { ADMIN_VERBS, managerWords } from "./admin-verbs";
import { slugify } from "./class-page";
import { wallClock, zonedTimeSpan } from "./class-time";
import { limitedText, wholeNumber } from "./content-fields";
import { checkboxField, cleanText } from "./form-text";
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, subscriberCount } from "./newsletter";
import { deleteQuestion } from "./trash";

/**
 * The back office's newsletter pages (decision 068): the issue form, the
 * sending settings, the schedule's time, and what the pages say. Kept apart
 * from rules/newsletter.ts, which the public archive reads, so no public page
 * carries the form's checks.
 */
/** What the newsletter pages and their toasts say. */
export const NEWSLETTER_EDITOR_MESSAGES = {
  created: "Draft saved",
  updated: "Draft saved",
  createFailed: "Failed to save the draft",
  updateFailed: "Failed to save the draft",
  deleted: "Issue moved to the Trash",
  deleteFailed: "Failed to delete the issue",
  notFound: NEWSLETTER_MESSAGES.notFound,
  frozen: NEWSLETTER_MESSAGES.frozen,
  cannotDelete:
    "This issue is being sent or was sent, so it stays: its copies in the Outbox refer to it, and its subscribers have it",
  slugTaken: "Another issue already has this address; please choose another",
  slugInvalid: "Use lower-case letters, digits and hyphens only",
  audienceInvalid: "Please choose who receives this issue",
  scheduleMissing: "Please choose the date and time to send it",
  schedulePast: "Please choose a time in the future",
  scheduled: (when: string) => `Scheduled: it will be sent on ${when}`,
  scheduleFailed: "Failed to schedule the issue",
  unscheduled: "The scheduled send was cancelled; the issue is a draft again",
  notScheduled: "This issue is not scheduled",
  unscheduleFailed: "Failed to cancel the scheduled send",
  sendStarted: (count: number) => `Sending started: ${subscriberCount(count)} will receive it`,
  sendFailed: "Failed to start sending",
  testSent: (to: string) => `Test sent to ${to}`,
  testHeld: (to: string) =>
    `The test to ${to} is waiting in the Outbox: no mail server is set up yet, so nothing can be sent until one is`,
  testFailed: "Failed to send the test",
  settingsSaved: "Sending settings saved",
  settingsFailed: "Failed to save the sending settings",
  perMinuteRange: `Please enter a whole number from ${NEWSLETTER_LIMITS.perMinute.min} to ${NEWSLETTER_LIMITS.perMinute.max.toLocaleString("en-US")}`,
  failureLimitRange: `Please enter a whole number from ${NEWSLETTER_LIMITS.failureLimit.min} to ${NEWSLETTER_LIMITS.failureLimit.max}`,
  previewFailed: "The preview could not be updated; it shows the last version that could be drawn",
  previewNotUpdated: (reason: string) => `${reason}; until then the preview shows the last version that could be drawn`,
  imageAltRequired: "Please describe the image in a few words",
  imageUploadFailed: "Failed to upload the image",
} as const;

/** At most this many characters of a picture's description go into the Markdown. */
export const IMAGE_ALT_MAX = 200;
export const IMAGE_ALT_LABEL = "Short description (alt text)";

/**
 * The Markdown of a picture: `![description](/media/...)`. The description
 * stays on one line, and the brackets and backslashes that would end it early
 * are escaped.
 */
export function imageMarkdown(alt: string, src: string): string {
  const description = alt
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, IMAGE_ALT_MAX)
    .replace(/[\\[\]]/g, (character) => `\\${character}`);
  return `![${description}](${src})`;
}

export const NEWSLETTER_SLUG_MAX = 120;

/**
 * The issue form. A draft may be saved half-written: only the subject is
 * needed (the body and the postal address are checked when it is sent). An
 * empty slug is made from the subject; whatever is typed is brought to the
 * address's shape. `audience` is "" for every subscriber, else one source.
 */
export const NewsletterIssueSchema = z.object({
  subject: limitedText("Subject", NEWSLETTER_LIMITS.subject, NEWSLETTER_MESSAGES.subjectRequired),
  previewText: limitedText("Preview text", NEWSLETTER_LIMITS.previewText),
  body: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.replace(/\r\n/g, "\n").trim() : "")),
    z.string().check(
      z.maxLength(NEWSLETTER_LIMITS.body, {
        error: `Body must be at most ${NEWSLETTER_LIMITS.body.toLocaleString("en-US")} characters`,
      }),
    ),
  ),
  slug: z.pipe(
    z.transform((value: unknown) => slugify(cleanText(value))),
    z
      .string()
      .check(z.maxLength(NEWSLETTER_SLUG_MAX, { error: `Address must be at most ${NEWSLETTER_SLUG_MAX} characters` })),
  ),
  inArchive: checkboxField,
  audience: limitedText("Audience", 100),
});

export type NewsletterIssueInput = z.input<typeof NewsletterIssueSchema>;
export type NewsletterIssueFields = z.output<typeof NewsletterIssueSchema>;

/** The sending settings on the newsletter page. */
export const NewsletterSettingsSchema = z.object({
  perMinute: wholeNumber(
    NEWSLETTER_LIMITS.perMinute.min,
    NEWSLETTER_LIMITS.perMinute.max,
    NEWSLETTER_EDITOR_MESSAGES.perMinuteRange,
  ),
  failureLimit: wholeNumber(
    NEWSLETTER_LIMITS.failureLimit.min,
    NEWSLETTER_LIMITS.failureLimit.max,
    NEWSLETTER_EDITOR_MESSAGES.failureLimitRange,
  ),
});

export type NewsletterSettingsInput = z.input<typeof NewsletterSettingsSchema>;

/** What is missing before an issue can go out: a subject, a body, the business's postal address. */
export function newsletterSendProblems({
  subject,
  body,
  postalAddress,
}: {
  subject: string;
  body: string;
  postalAddress: string;
}): { subject?: string; body?: string; postalAddress?: string } {
  const problems: { subject?: string; body?: string; postalAddress?: string } = {};
  if (!subject.trim()) problems.subject = NEWSLETTER_MESSAGES.subjectRequired;
  if (!body.trim()) problems.body = NEWSLETTER_MESSAGES.bodyRequired;
  if (!postalAddress.trim()) problems.postalAddress = NEWSLETTER_MESSAGES.postalAddressRequired;
  return problems;
}

/**
 * The instant a "date and time" input's value (2026-12-01T09:30) names in
 * `timeZone`, or the message to show: missing, not a time, or not after `now`.
 */
export function readScheduleTime(
  value: unknown,
  timeZone: string,
  now: number,
): { ok: true; at: Date } | { ok: false; error: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(typeof value === "string" ? value.trim() : "");
  if (!match) return { ok: false, error: NEWSLETTER_EDITOR_MESSAGES.scheduleMissing };
  const [, date = "", hour = "0", minute = "0"] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return { ok: false, error: NEWSLETTER_EDITOR_MESSAGES.scheduleMissing };
  const at = new Date(
    zonedTimeSpan({ date, hour: Number(hour), minute: Number(minute), timeZone, durationMinutes: 0 }).start,
  );
  if (Number.isNaN(at.getTime())) return { ok: false, error: NEWSLETTER_EDITOR_MESSAGES.scheduleMissing };
  if (at.getTime() <= now) return { ok: false, error: NEWSLETTER_EDITOR_MESSAGES.schedulePast };
  return { ok: true, at };
}

/** An instant as a "date and time" input's value in `timeZone`: 2026-12-01T09:30. */
export function scheduleInputValue(at: Date, timeZone: string): string {
  return new Date(wallClock(at.getTime(), timeZone).wall).toISOString().slice(0, 16);
}

export function newsletterDeleteQuestion(subject: string): string {
  return deleteQuestion(`"${subject || "Untitled issue"}"`);
}

/** Why an issue cannot go out as it is, and where the owner puts it right; null when nothing stops it. */
export type SendBlocker = { message: string; fixIn: "settings" | "issue" };

export function sendBlocker({
  subject,
  body,
  postalAddress,
  audienceCount,
}: {
  subject: string;
  body: string;
  postalAddress: string;
  audienceCount: number;
}): SendBlocker | null {
  const problems = newsletterSendProblems({ subject, body, postalAddress });
  if (problems.postalAddress) return { message: problems.postalAddress, fixIn: "settings" };
  const message = problems.subject ?? problems.body ?? (audienceCount > 0 ? null : NEWSLETTER_MESSAGES.noRecipients);
  return message ? { message, fixIn: "issue" } : null;
}

/**
 * What the newsletter list and the issue's page say about a scheduled issue
 * that cannot start, around the reason: the scheduled job leaves it scheduled
 * and tries again every half minute, so it goes out by itself once the reason
 * is gone.
 */
export function stuckScheduleNotice(due: boolean): { title: string; after: string } {
  return due
    ? {
        title: "Sending did not start at the scheduled time",
        after: "The issue stays scheduled and goes out by itself within a minute once this is fixed.",
      }
    : {
        title: "This issue cannot go out at its scheduled time",
        after: "Once this is fixed it goes out as planned.",
      };
}

/** "Send now" refused: the reasons, as sentences. */
export function sendRefusal(errors: Record<string, string | undefined>): string {
  const reasons = Object.values(errors).filter(Boolean);
  return reasons.length > 0 ? `${reasons.join(". ")}.` : NEWSLETTER_EDITOR_MESSAGES.sendFailed;
}

/**
 * The newsletter's buttons and headings. Its editor saves a draft whether the
 * issue is new or not, beside the button that sends it: "Save Draft" says it
 * is not sent yet (decision 073).
 */
export const NEWSLETTER_ISSUE_WORDS = /* @__PURE__ */ managerWords("Newsletter Issue", {
  create: "Save Draft",
  update: "Save Draft",
});

/** The sending settings' button (decision 073). */
export const NEWSLETTER_SETTINGS_SAVE = /* @__PURE__ */ ADMIN_VERBS.save("Sending Settings");

/** The labels of the sending settings and the send panel. */
export const NEWSLETTER_LABELS = {
  previewText: "Preview text",
  body: "Body",
  audience: "Audience",
  perMinute: "Emails per minute",
  failureLimit: "Failures before an address is suppressed",
  sendNow: "Send now",
  deleteIssue: "Delete this issue",
  sendAt: (scheduled: boolean, zoneName: string) =>
    `${scheduled ? "Change the date and time" : "Or schedule it for"} (${zoneName})`,
} as const;
