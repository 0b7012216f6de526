import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { invalid, NOT_FOUND } from "#core/result";
import {
  guardVisitorForm,
  type VisitorCheckOptions,
  type VisitorGuarded,
} from "#core/visitor-forms/guard-visitor-form";
import { readBookingForm } from "#rules/booking";
import { bookSession } from "./book-session";
import { findBookableSessionType } from "./find-bookable-session-type";

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
  ...checks
}: VisitorCheckOptions & {
  slug: string;
  /** The business's IANA zone. */
  timeZone: string;
  mail: VisitorMailSettings;
  now?: number;
}): Promise<Awaited<ReturnType<typeof bookSession>> | VisitorGuarded> {
  const { db, fields } = checks;
  const sessionType = await findBookableSessionType({ db, slug });
  if (!sessionType) return NOT_FOUND;
  const form = readBookingForm(sessionType.intakeQuestions, fields);
  if (!form.ok) return invalid(form.errors);
  // The booking page's forms share one rate-limit bucket and the newsletter form's timing: they are about as short.
  const checked = await guardVisitorForm({ ...checks, scope: "book", fillTime: "subscribe", now: new Date(now) });
  if (!checked.ok) return checked;
  return bookSession({ db, slug, input: fields, timeZone, mail, now });
}
