import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid, type Result } from "#core/result";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import type { SiteSettingsSource } from "#core/site-settings/site-settings";
import type { Database } from "#db/client";
import { siteSettings } from "#db/schema";
import { type NewsletterSettingsInput, NewsletterSettingsSchema } from "#rules/newsletter-issue";
import { readNewsletterLimits } from "./read-newsletter-limits";

/** Saves the newsletter's sending rate and failure limit; the audit record names what changed. */
export async function updateNewsletterLimits({
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
  const parsed = NewsletterSettingsSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const wanted = parsed.data;
  return db.transaction(async (tx) => {
    await ensureSiteSettings({ db: tx, source });
    const current = await readNewsletterLimits({ db: tx });
    const changes: Record<string, { from: number; to: number }> = {};
    for (const field of ["perMinute", "failureLimit"] as const)
      if (current[field] !== wanted[field]) changes[field] = { from: current[field], to: wanted[field] };
    if (Object.keys(changes).length === 0) return { ok: true };
    await tx
      .update(siteSettings)
      .set({
        newsletterPerMinute: wanted.perMinute,
        newsletterFailureLimit: wanted.failureLimit,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, 1));
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "newsletter_settings",
        targetId: "newsletter",
        details: { changes },
      },
    });
    return { ok: true };
  });
}
