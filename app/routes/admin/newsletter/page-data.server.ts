import type { AppLoadContext } from "react-router";
import { countNewsletterAudience } from "#core/newsletter/count-newsletter-audience";
import { renderNewsletterIssue } from "#core/newsletter/render-newsletter-issue";
import { zoneLabel } from "#rules/booking-times";
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
  const reached = saved === null ? counts.all : (counts.bySource.find((row) => row.source === saved)?.count ?? 0);
  return { choices, reached };
}

/** The issue as saved, as its subscribers will see it: the HTML email and its plain text. */
export function issuePreview(context: AppLoadContext, issue: Parameters<typeof renderNewsletterIssue>[0]["issue"]) {
  const { html, text, subject } = renderNewsletterIssue({
    issue,
    mail: context.config.mail,
    postalAddress: context.siteSettings.postalAddress,
  });
  return { html, text, subject };
}

/** The business's time zone, named as its owner reads it ("Eastern Standard Time (America/New_York)"). */
export function businessZone(context: AppLoadContext) {
  const { timeZone } = context.siteSettings;
  return { timeZone, zoneName: zoneLabel(timeZone) };
}
