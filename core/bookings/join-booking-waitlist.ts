import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bookingWaitlist } from "#db/schema";
import { BookingWaitlistSchema } from "#rules/booking";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { findBookableSessionType } from "./find-bookable-session-type";
import { type BookingFormGuardOptions, type BookingGuarded, guardBookingForm } from "./guard-booking-form";

/**
 * Puts a visitor on the waiting list of a session type whose month is full,
 * once: while she waits, the same address (in any case) is refused by the
 * table's unique index. The form passes the checks of every visitor form
 * before anything is written.
 */
export async function joinBookingWaitlist({
  slug,
  now = new Date(),
  ...guard
}: BookingFormGuardOptions & {
  slug: string;
  now?: Date;
}): Promise<Result<object, NotFound | Invalid<FieldError[]> | Conflict<"already-waiting"> | BookingGuarded>> {
  const { db, fields } = guard;
  const sessionType = await findBookableSessionType({ db, slug });
  if (!sessionType) return NOT_FOUND;
  const parsed = BookingWaitlistSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const checked = await guardBookingForm({ ...guard, now });
  if (!checked.ok) return checked;
  const added = await db
    .insert(bookingWaitlist)
    .values({ sessionTypeId: sessionType.id, name: parsed.data.name, email: parsed.data.email })
    .onConflictDoNothing()
    .returning({ id: bookingWaitlist.id });
  return added.length > 0 ? { ok: true } : conflict("already-waiting");
}
