import { eq } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/audit/record-row-change";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bookings } from "#db/schema";
import type { BookingStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";
import { lockCalendar } from "./lock-calendar";
import { type BookingEmailEvent, queueBookingEmails } from "./queue-booking-emails";

export type BookingStatusChange<Refusal extends string> = {
  to: BookingStatus;
  /** Why the booking as it stands cannot take the change, or null when it can. */
  refuse: (booking: { status: string; startsAt: Date }, now: Date) => Refusal | null;
  /** The change gives the booking's time back (or takes it): the calendar's lock comes first. */
  movesTime: boolean;
  /** The email the change sends the client, if any. */
  email?: BookingEmailEvent;
};

export type BookingStatusResult<Refusal extends string> = Result<object, NotFound | Conflict<Refusal>>;

/**
 * The owner changes a booking's status: in one transaction, the calendar's
 * lock when the change frees time, the row locked and checked, the new
 * status, the audit record (target "booking") and the client's email.
 */
export async function changeBookingStatus<Refusal extends string>(
  {
    db,
    id,
    actor,
    mail,
    timeZone,
    now = new Date(),
  }: RowWriteOptions & {
    /** Needed when the change sends an email. */
    mail?: VisitorMailSettings;
    timeZone?: string;
    now?: Date;
  },
  change: BookingStatusChange<Refusal>,
): Promise<BookingStatusResult<Refusal>> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<BookingStatusResult<Refusal>> => {
    if (change.movesTime) await lockCalendar(tx);
    const [row] = await tx
      .select({ status: bookings.status, startsAt: bookings.startsAt, name: bookings.name, email: bookings.email })
      .from(bookings)
      .where(eq(bookings.id, id))
      .for("update");
    if (!row) return NOT_FOUND;
    const refusal = change.refuse(row, now);
    if (refusal) return conflict(refusal);
    await tx.update(bookings).set({ status: change.to }).where(eq(bookings.id, id));
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "booking",
      targetId: id,
      details: { name: row.name, changes: { status: { from: row.status, to: change.to } } },
    });
    if (change.email) {
      if (!mail || !timeZone) throw new Error("a booking email needs the mail settings and the time zone");
      await queueBookingEmails({ db: tx, mail, timeZone, bookingId: id, event: change.email });
    }
    return { ok: true };
  });
}
