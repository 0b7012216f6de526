import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { invalid, NOT_FOUND } from "#core/result";
import { readBookingForm } from "#rules/booking";
import { bookSession } from "./book-session";
import { findBookableSessionType } from "./find-bookable-session-type";
import { type BookingFormGuardOptions, type BookingGuarded, guardBookingForm } from "./guard-booking-form";

/**
 * A booking form as a visitor posts it: the type's rules first (so every
 * mistake is shown at once), then the rate limit and the bot checks every
 * visitor form passes, then the booking itself.
 */
export async function receiveBooking({
  slug,
  timeZone,
  mail,
  now = Date.now(),
  ...guard
}: BookingFormGuardOptions & {
  slug: string;
  /** The business's IANA zone. */
  timeZone: string;
  mail: VisitorMailSettings;
  now?: number;
}): Promise<Awaited<ReturnType<typeof bookSession>> | BookingGuarded> {
  const { db, fields } = guard;
  const sessionType = await findBookableSessionType({ db, slug });
  if (!sessionType) return NOT_FOUND;
  const form = readBookingForm(sessionType.intakeQuestions, fields);
  if (!form.ok) return invalid(form.errors);
  const checked = await guardBookingForm({ ...guard, now: new Date(now) });
  if (!checked.ok) return checked;
  return bookSession({ db, slug, input: fields, timeZone, mail, now });
}
