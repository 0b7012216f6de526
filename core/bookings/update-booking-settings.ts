import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { bookingSettings } from "#db/schema";
import { BookingSettingsSchema } from "#rules/availability";
import type { OpenedVersion } from "#rules/edit-version";
import { getBookingSettings } from "./get-booking-settings";

/** The audit log's name and id of the one booking settings row (the stale-save guard reads them). */
export const BOOKING_SETTINGS_TARGET = { type: "booking_settings", id: "booking" } as const;

/**
 * Saves the availability page's form: the weekly hours, the step of offered
 * start times, the monthly new-client limit, the reminders and the visitor's
 * change cut-off. The row is written whether or not it existed (a restore may
 * bring none); the audit record names each changed setting with its old and
 * new value. Refused when someone saved the settings after `opened`.
 */
export async function updateBookingSettings({
  db,
  input,
  actor,
  opened,
}: {
  db: Database;
  input: Record<string, unknown>;
  actor: AuditActor;
  opened?: OpenedVersion;
}): Promise<Result<object, Invalid | StaleEdit>> {
  const parsed = BookingSettingsSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const { weeklyHours, reminders, changeCutoffHours, ...rest } = parsed.data;
  const next = {
    ...rest,
    weeklyHours: weeklyHours.hours,
    reminderMinutes: reminders,
    changeCutoffMinutes: changeCutoffHours * 60,
  };

  return db.transaction(async (tx): Promise<Result<object, Invalid | StaleEdit>> => {
    const stale = await checkEditVersion({ tx, ...BOOKING_SETTINGS_TARGET, opened });
    if (stale) return stale;
    const current = await getBookingSettings({ db: tx });
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, to] of Object.entries(next)) {
      const from = current[field as keyof typeof current];
      if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
    }
    await tx
      .insert(bookingSettings)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: bookingSettings.id, set: next });
    if (Object.keys(changes).length > 0)
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          targetType: BOOKING_SETTINGS_TARGET.type,
          targetId: BOOKING_SETTINGS_TARGET.id,
          details: { changes },
        },
      });
    return { ok: true };
  });
}
