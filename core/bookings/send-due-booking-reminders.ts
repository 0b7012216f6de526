import { sql } from "drizzle-orm";
import { queryRows } from "#db/query-rows";
import { bookingReminders } from "#db/schema";
import type { BookingMailJob } from "./booking-mail-job";
import { enqueueVisitorBookingEmail } from "./enqueue-visitor-booking-email";
import { getBookingSettings } from "./get-booking-settings";
import { loadBookingForEmail } from "./load-booking-for-email";

/**
 * Queues the reminders that are due: for each confirmed booking still ahead
 * and each offset of the booking settings whose time (the start less the
 * offset) has come. An offset counts only when the booking's time was set
 * before it (created, approved or rescheduled earlier: its updated time), so a
 * booking made two hours ahead gets no "tomorrow" reminder. Each booking is
 * one transaction that records its due offsets at its sequence in
 * booking_reminders and, only when it wrote them, queues one email for the
 * nearest: several instances running at once send each reminder once, and a
 * rescheduled booking (a new sequence) is reminded again. Returns how many
 * reminders were queued.
 */
export async function sendDueBookingReminders({
  db,
  mail,
  timeZone,
  now = new Date(),
}: BookingMailJob): Promise<number> {
  const { reminderMinutes } = await getBookingSettings({ db });
  const offsets = [...new Set(reminderMinutes.filter((minutes) => Number.isInteger(minutes) && minutes > 0))];
  if (offsets.length === 0) return 0;
  const at = now.toISOString();
  const rows = await queryRows<{ booking_id: string; minutes: number }>(
    db,
    sql`
    select b.id as booking_id, o.minutes
    from bookings b
    cross join unnest(${`{${offsets.join(",")}}`}::int[]) as o(minutes)
    where b.status = 'confirmed'
      and b.starts_at > ${at}::timestamptz
      and b.starts_at - make_interval(mins => o.minutes) <= ${at}::timestamptz
      and greatest(b.created_at, b.updated_at) < b.starts_at - make_interval(mins => o.minutes)
      and not exists (
        select 1 from booking_reminders r
        where r.booking_id = b.id and r.minutes_before = o.minutes and r.sequence = b.sequence
      )`,
  );
  const due = new Map<string, number[]>();
  for (const row of rows) due.set(row.booking_id, [...(due.get(row.booking_id) ?? []), Number(row.minutes)]);

  let queued = 0;
  for (const [bookingId, minutes] of due) {
    const sent = await db.transaction(async (tx) => {
      const booking = await loadBookingForEmail({ db: tx, bookingId });
      const nearest = Math.min(...minutes);
      const stillDue =
        booking?.status === "confirmed" &&
        booking.startsAt > now &&
        booking.startsAt.getTime() - nearest * 60_000 <= now.getTime();
      if (!booking || !stillDue) return false;
      const written = await tx
        .insert(bookingReminders)
        .values(minutes.map((minutesBefore) => ({ bookingId, minutesBefore, sequence: booking.sequence })))
        .onConflictDoNothing()
        .returning({ minutesBefore: bookingReminders.minutesBefore });
      // Offsets missed while the site was down are recorded with the nearest, which alone is sent.
      if (!written.some((row) => row.minutesBefore === nearest)) return false;
      await enqueueVisitorBookingEmail({ db: tx, mail, timeZone, booking, kind: "reminder" });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
