import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { isExclusionViolation } from "#db/errors";
import { bookings } from "#db/schema";
import {
  BOOKING_MESSAGES,
  BookingContactSchema,
  readIntakeAnswers,
  readStartInstant,
  readTimeZone,
} from "#rules/booking";
import { type FieldError, fieldErrors } from "#rules/form-text";
import type { OpenSlot } from "./compute-open-slots";
import { findBookableSessionType } from "./find-bookable-session-type";
import { findOfferedSlot } from "./find-offered-slot";
import { getBookingSettings } from "./get-booking-settings";
import { listNextFreeTimes } from "./list-next-free-times";
import { lockCalendar } from "./lock-calendar";
import { queueBookingEmails } from "./queue-booking-emails";
import { type MonthFull, takeCapPlace } from "./take-cap-place";

export type SlotTaken = Conflict<"taken", { nextSlots: OpenSlot[] }>;

type BookSessionResult = Result<
  { booking: { id: string; status: "pending" | "confirmed"; startsAt: Date; manageToken: string } },
  Invalid<FieldError[]> | NotFound | SlotTaken | MonthFull
>;

/**
 * Books a time of an active session type for a visitor. Under the
 * calendar's lock it computes the open times again from the database (never
 * trusting the page the visitor saw), takes a place of the monthly cap when
 * she is a new client, writes the booking, and queues its emails, all in
 * one transaction. Should anything slip past the lock, the exclusion
 * constraint refuses the second booking of a time, which answers as a time
 * taken (decision 066).
 */
export async function bookSession({
  db,
  slug,
  input,
  timeZone,
  mail,
  now = Date.now(),
}: {
  db: Executor;
  slug: string;
  input: Record<string, unknown>;
  /** The business's IANA zone. */
  timeZone: string;
  mail: VisitorMailSettings;
  now?: number;
}): Promise<BookSessionResult> {
  const sessionType = await findBookableSessionType({ db, slug });
  if (!sessionType) return NOT_FOUND;

  const contact = BookingContactSchema.safeParse(input);
  const intake = readIntakeAnswers(sessionType.intakeQuestions, input);
  const start = readStartInstant(input.start);
  const errors = [
    ...(start === null ? [{ field: "start", message: BOOKING_MESSAGES.timeRequired }] : []),
    ...(contact.success ? [] : fieldErrors(contact.error)),
    ...intake.errors,
  ];
  if (!contact.success || start === null || errors.length > 0) return invalid(errors);
  const visitorTimeZone = readTimeZone(input.timeZone) ?? timeZone;
  const { name, email } = contact.data;

  const nextSlots = () => listNextFreeTimes({ db, sessionType, timeZone, now });

  try {
    const outcome = await db.transaction(async (tx) => {
      await lockCalendar(tx);
      const settings = await getBookingSettings({ db: tx });
      const startDate = new Date(start);
      const slot = await findOfferedSlot({ db: tx, sessionType, settings, timeZone, now, start });
      if (!slot) return "taken" as const;

      const place = await takeCapPlace({ db: tx, sessionType, settings, email, start, timeZone });
      if (!place.ok) return place;

      const status: "pending" | "confirmed" = sessionType.confirmation === "approval" ? "pending" : "confirmed";
      const [booking] = await tx
        .insert(bookings)
        .values({
          sessionTypeId: sessionType.id,
          startsAt: startDate,
          endsAt: new Date(slot.end),
          blockedFrom: new Date(slot.start - sessionType.bufferBeforeMinutes * 60_000),
          blockedUntil: new Date(slot.end + sessionType.bufferAfterMinutes * 60_000),
          visitorTimeZone,
          name,
          email,
          answers: intake.answers,
          status,
          capMonth: place.capMonth,
        })
        .returning({ id: bookings.id, manageToken: bookings.manageToken });
      if (!booking) throw new Error("The booking was not written");
      await queueBookingEmails({ db: tx, mail, timeZone, bookingId: booking.id, event: "booked" });
      return { ok: true as const, booking: { ...booking, status, startsAt: startDate } };
    });
    if (outcome === "taken") return conflict("taken", { nextSlots: await nextSlots() });
    return outcome;
  } catch (error) {
    if (isExclusionViolation(error, "bookings_time_excl")) return conflict("taken", { nextSlots: await nextSlots() });
    throw error;
  }
}
