import type { AuditActor } from "#core/audit/record-audit-event";
import type { Invalid, Result } from "#core/result";
import type { SiteSettingsSource } from "#core/site-settings/site-settings";
import { updateSettingsGroup } from "#core/site-settings/update-settings-group";
import type { Database } from "#db/client";
import { type NewsletterSettingsInput, NewsletterSettingsSchema } from "#rules/newsletter-issue";
import { readNewsletterLimits } from "./read-newsletter-limits";

/** Saves the newsletter's sending rate and failure limit; the audit record names what changed. */
export function updateNewsletterLimits({
  db,
  source,
  input,
  actor,
}: {
  db: Database;
  source: SiteSettingsSource;
  input: Partial<NewsletterSettingsInput>;
  actor: AuditActor;
}): Promise<Result<object, Invalid>> {
  return updateSettingsGroup({
    db,
    source,
    parsed: NewsletterSettingsSchema.safeParse(input),
    read: (tx) => readNewsletterLimits({ db: tx }),
    columns: (wanted) => ({ newsletterPerMinute: wanted.perMinute, newsletterFailureLimit: wanted.failureLimit }),
    actor,
    target: { targetType: "newsletter_settings", targetId: "newsletter" },
  });
}
