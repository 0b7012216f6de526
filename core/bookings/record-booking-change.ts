import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { Executor } from "#db/client";
import type { BookingCanceller } from "#rules/allowed-values";

/** The admin who acts on a booking, for the activity log. */
export type BookingActor = { adminUserId: string; actorEmail: string };

/** What a cancel or a move of a booking is told: which booking, who acts, and how to write the emails. */
export type BookingChangeOptions = {
  db: Executor;
  bookingId: string;
  by: BookingCanceller;
  /** The admin, when the owner acts for the visitor. */
  actor?: BookingActor;
  /** The business's IANA zone. */
  timeZone: string;
  mail: VisitorMailSettings;
  now?: number;
};

/**
 * Records in the activity log what the owner changed on a booking, in the
 * change's own transaction. A visitor's own change (no actor) is not an
 * admin's action and is not logged; her emails record it.
 */
export async function recordBookingChange({
  db,
  actor,
  booking,
  changes,
}: {
  db: Executor;
  actor: BookingActor | undefined;
  booking: { id: string; name: string };
  changes: Record<string, { from: unknown; to: unknown }>;
}): Promise<void> {
  if (!actor) return;
  await recordAuditEvent({
    db,
    event: {
      action: "update",
      ...actor,
      targetType: "booking",
      targetId: booking.id,
      details: { name: booking.name, changes },
    },
  });
}
