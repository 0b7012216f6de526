import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { legalPages } from "#db/schema";
import type { LegalPageSlug } from "#rules/allowed-values";
import type { OpenedVersion } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { type LegalPageInput, LegalPageSchema } from "#rules/legal-page";

/** Saves a legal page's title and text as the owner's own (no longer the built-in text), unless it was saved after `opened`; the audit record names what changed. */
export async function saveLegalPage({
  db,
  slug,
  input,
  actor,
  opened,
}: {
  db: Database;
  slug: LegalPageSlug;
  input: LegalPageInput;
  actor: AuditActor;
  /** The version the form was opened at. */
  opened?: OpenedVersion;
}): Promise<Result<object, Invalid | StaleEdit>> {
  const parsed = LegalPageSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  return db.transaction(async (tx): Promise<Result<object, Invalid | StaleEdit>> => {
    const stale = await checkEditVersion({ tx, type: "legal_page", id: slug, opened });
    if (stale) return stale;
    const [before] = await tx.select().from(legalPages).where(eq(legalPages.slug, slug));
    await tx
      .insert(legalPages)
      .values({ slug, ...parsed.data, isDefault: false })
      .onConflictDoUpdate({
        target: legalPages.slug,
        set: { ...parsed.data, isDefault: false, updatedAt: new Date() },
      });
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before?.title !== parsed.data.title) changes.title = { from: before?.title ?? null, to: parsed.data.title };
    if (before?.body !== parsed.data.body) {
      changes.body = { from: `${before?.body.length ?? 0} characters`, to: `${parsed.data.body.length} characters` };
    }
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "update", targetType: "legal_page", targetId: slug, details: { changes } },
    });
    return { ok: true };
  });
}
