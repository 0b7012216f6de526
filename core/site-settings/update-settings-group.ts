import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database, Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import { ensureSiteSettings } from "./ensure-site-settings";
import type { SiteSettingsSource } from "./site-settings";

/**
 * Saves a group of the settings that has its own form (the newsletter's
 * sending limits, visit counting): checked by its schema, written only when
 * something changed, with an audit record naming each change.
 */
export async function updateSettingsGroup<Values extends Record<string, unknown>>({
  db,
  source,
  parsed,
  read,
  columns,
  actor,
  target,
}: {
  db: Database;
  source: SiteSettingsSource;
  /** The form checked by the group's schema (`safeParse`). */
  parsed: Parameters<typeof errorsOf<Values>>[0];
  /** The group's values as stored. */
  read: (db: Executor) => Promise<Values>;
  /** The site_settings columns that hold the wanted values. */
  columns: (values: Values) => Partial<typeof siteSettings.$inferInsert>;
  actor: AuditActor;
  target: { targetType: string; targetId: string };
}): Promise<Result<object, Invalid>> {
  if (!parsed.success) return invalid(errorsOf(parsed));
  const wanted = parsed.data;
  return db.transaction(async (tx) => {
    await ensureSiteSettings({ db: tx, source });
    const current = await read(tx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of Object.keys(wanted))
      if (current[field] !== wanted[field]) changes[field] = { from: current[field], to: wanted[field] };
    if (Object.keys(changes).length === 0) return { ok: true };
    await tx
      .update(siteSettings)
      .set({ ...columns(wanted), updatedAt: new Date() })
      .where(eq(siteSettings.id, 1));
    await recordAuditEvent({ db: tx, event: { ...actor, action: "update", ...target, details: { changes } } });
    return { ok: true };
  });
}
