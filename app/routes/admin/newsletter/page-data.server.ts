import type { AppLoadContext } from "react-router";
import type { StuckSchedule } from "#app/components/admin/newsletter/stuck-schedule";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { countNewsletterAudience, type NewsletterAudienceCounts } from "#core/newsletter/count-newsletter-audience";
import type { NewsletterIssue } from "#core/newsletter/get-newsletter-issue";
import { renderNewsletterIssue } from "#core/newsletter/render-newsletter-issue";
import { zoneLabelAnyDate } from "#rules/booking-times";
import { sendBlocker } from "#rules/newsletter-issue";
import { sourceLabel } from "#rules/subscriber-admin";

export type AudienceChoice = { value: string; label: string };

/**
 * The audiences the owner can choose, each with how many subscribers it
 * reaches now, and how many the issue's own audience (`saved`) reaches.
 */
export async function audienceChoices(
  context: AppLoadContext,
  saved: string | null,
): Promise<{ choices: AudienceChoice[]; reached: number }> {
  const counts = await countNewsletterAudience({ db: context.db });
  const choices = [{ value: "", label: `All active subscribers (${counts.all.toLocaleString("en-US")})` }];
  for (const { source, count } of counts.bySource)
    choices.push({ value: source, label: `${sourceLabel(source)} only (${count.toLocaleString("en-US")})` });
  if (saved && !counts.bySource.some((row) => row.source === saved))
    choices.push({ value: saved, label: `${sourceLabel(saved)} only (0)` });
  return { choices, reached: audienceReached(counts, saved) };
}

/** The issue as saved, as its subscribers will see it: the HTML email and its plain text. */
export function issuePreview(context: AppLoadContext, issue: Parameters<typeof renderNewsletterIssue>[0]["issue"]) {
  const { html, text, subject } = renderNewsletterIssue({
    issue,
    mail: visitorMail(context),
    postalAddress: context.siteSettings.postalAddress,
  });
  return { html, text, subject };
}

/**
 * The business's time zone, named as its owner reads it for a date and time
 * she has yet to choose: "Eastern Time (America/New_York)", not the name of
 * today's offset, which a date across a clock change would not have.
 */
export function businessZone(context: AppLoadContext) {
  const { timeZone } = context.siteSettings;
  return { timeZone, zoneName: zoneLabelAnyDate(timeZone) };
}

/** How many subscribers an issue for `source` (null: everyone) would reach now. */
export function audienceReached(counts: NewsletterAudienceCounts, source: string | null): number {
  return source === null ? counts.all : (counts.bySource.find((row) => row.source === source)?.count ?? 0);
}

/**
 * Why a scheduled issue cannot start, worked out as the page is shown: the
 * scheduled job keeps it scheduled and tries it again each run, so the
 * reason is what stops it now. Null when nothing does.
 */
export function stuckSchedule(
  context: AppLoadContext,
  issue: Pick<NewsletterIssue, "id" | "status" | "scheduledAt" | "subject" | "body">,
  audienceCount: number,
): StuckSchedule | null {
  if (issue.status !== "scheduled" || !issue.scheduledAt) return null;
  const { postalAddress } = context.siteSettings;
  const blocker = sendBlocker({ subject: issue.subject, body: issue.body, postalAddress, audienceCount });
  if (!blocker) return null;
  return { ...blocker, issueId: issue.id, due: issue.scheduledAt.getTime() <= Date.now() };
}
