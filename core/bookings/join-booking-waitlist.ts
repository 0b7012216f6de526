import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import {
  guardVisitorForm,
  type VisitorCheckOptions,
  type VisitorGuarded,
} from "#core/visitor-forms/guard-visitor-form";
import { bookingWaitlist } from "#db/schema";
import { BookingWaitlistSchema } from "#rules/booking";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { findBookableSessionType } from "./find-bookable-session-type";

/**
 * Puts a visitor on the waiting list of a session type whose month is full,
 * once: while she waits, the same address (in any case) is refused by the
 * table's unique index. The form passes the checks of every visitor form
 * before anything is written.
 */
export async function joinBookingWaitlist({
  slug,
  now = new Date(),
  ...checks
}: VisitorCheckOptions & {
  slug: string;
  now?: Date;
}): Promise<
  Result<{ waiting: true }, NotFound | Invalid<FieldError[]> | Conflict<"already-waiting"> | VisitorGuarded>
> {
  const { db, fields } = checks;
  const sessionType = await findBookableSessionType({ db, slug });
  if (!sessionType) return NOT_FOUND;
  const parsed = BookingWaitlistSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const checked = await guardVisitorForm({ ...checks, scope: "book", fillTime: "subscribe", now });
  if (!checked.ok) return checked;
  const added = await db
    .insert(bookingWaitlist)
    .values({ sessionTypeId: sessionType.id, name: parsed.data.name, email: parsed.data.email })
    .onConflictDoNothing()
    .returning({ id: bookingWaitlist.id });
  return added.length > 0 ? { ok: true, waiting: true } : conflict("already-waiting");
}
