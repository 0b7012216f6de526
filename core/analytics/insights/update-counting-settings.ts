import type { AuditActor } from "#core/audit/record-audit-event";
import type { Invalid, Result } from "#core/result";
import type { SiteSettingsSource } from "#core/site-settings/site-settings";
import { updateSettingsGroup } from "#core/site-settings/update-settings-group";
import type { Database } from "#db/client";
import { type CountingSettingsInput, CountingSettingsSchema } from "#rules/analytics-insights";
import { readCountingSettings } from "./read-counting-settings";

/** Saves the settings' "Visit counting" group; the audit record names what changed. */
export function updateCountingSettings({
  db,
  source,
  input,
  actor,
}: {
  db: Database;
  source: SiteSettingsSource;
  input: Partial<CountingSettingsInput>;
  actor: AuditActor;
}): Promise<Result<object, Invalid>> {
  return updateSettingsGroup({
    db,
    source,
    parsed: CountingSettingsSchema.safeParse(input),
    read: (tx) => readCountingSettings({ db: tx }),
    columns: (wanted) => ({ analyticsEnabled: wanted.enabled, analyticsRetentionDays: wanted.retentionDays }),
    actor,
    target: { targetType: "visit_counting", targetId: "visits" },
  });
}
