import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { findOverlappingBooking } from "#core/bookings/find-overlapping-booking";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { lockCalendar } from "#core/bookings/lock-calendar";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { countHeldSeats } from "#core/registrations/count-held-seats";
import { lockClassDate } from "#core/registrations/lock-class-date";
import { releaseSeats } from "#core/registrations/release-seats";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database, Executor } from "#db/client";
import { isForeignKeyViolation } from "#db/errors";
import { classInstances, classTypes } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES, classInstanceSchema } from "#rules/class-instance";
import { classTimes } from "#rules/class-schedule";
import type { OpenedVersion } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

const CLASS_TYPE_CONSTRAINT = "class_instances_class_type_id_class_types_id_fk";

/** A published class date refused because a booked session holds part of its time: the session's start. */
export type OverBooking = Conflict<"booked", { startsAt: Date }>;

/**
 * Schedules a class from the form's values, or saves them over the class
 * instance `id` unless it was saved after `opened`; audited in the same transaction. Besides the form's rules it
 * checks that the class type exists. `today` is the business's calendar date:
 * a class cannot be moved into the past, though an edited class may keep the
 * date it has. Raising the capacity of an on-site date moves people up from
 * its waitlist in the same transaction (docs/decisions/027-on-site-registration.md).
 * While class dates block booking time, a date published, or moved while
 * published, over a booked session is refused under the calendar's lock, so a
 * booking and a class date saved at once cannot both take one time (decision 066).
 */
export async function saveClassInstance({
  db,
  id,
  input,
  today,
  actor,
  mail,
  timeZone,
  opened,
}: {
  db: Database;
  /** The class instance to update; none to create one. */
  id?: string;
  input: Record<string, unknown>;
  today: string;
  actor: AuditActor;
  /** For the emails of people moved up from the waitlist when seats are added. */
  mail: VisitorMailSettings;
  timeZone: string;
  /** The version the edit form was opened at. */
  opened?: OpenedVersion;
}): Promise<Result<{ id: string }, NotFound | Invalid | StaleEdit | OverBooking>> {
  if (id !== undefined && !isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx) => {
      let keepDate: string | undefined;
      let before: ClassDateTime | undefined;
      if (id) {
        const stale = await checkEditVersion({ tx, type: "class_instance", id, opened });
        if (stale) return stale;
        const [current] = await tx
          .select({
            date: classInstances.date,
            time: classInstances.time,
            durationMinutes: classInstances.durationMinutes,
            status: classInstances.status,
          })
          .from(classInstances)
          .where(eq(classInstances.id, id))
          .for("update");
        if (!current) return NOT_FOUND;
        keepDate = current.date;
        before = current;
      }
      const parsed = classInstanceSchema({ today, keepDate }).safeParse(input);
      if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
      const { registrationUrl, ...values } = parsed.data;
      const [classType] = isUuid(values.classTypeId)
        ? await tx.select({ id: classTypes.id }).from(classTypes).where(eq(classTypes.id, values.classTypeId))
        : [];
      if (!classType) return invalid({ classTypeId: CLASS_INSTANCE_MESSAGES.classTypeMissing });
      const booked = await findBookingUnder(tx, values, before, timeZone);
      if (booked) return conflict("booked", { startsAt: booked.startsAt });

      const columns = { ...values, registrationUrl: registrationUrl || null };
      if (values.registrationMode === "on_site") {
        // On-site seats follow the registrations: what the capacity leaves after the seats already held.
        const held = id ? await countHeldSeats({ db: tx, classInstanceId: id }) : 0;
        columns.availableSpots = Math.max(0, values.capacity - held);
      }
      const [row] = id
        ? await tx
            .update(classInstances)
            .set(columns)
            .where(eq(classInstances.id, id))
            .returning({ id: classInstances.id })
        : await tx.insert(classInstances).values(columns).returning({ id: classInstances.id });
      if (!row) throw new Error("the class instance was not written");
      if (id && values.registrationMode === "on_site") {
        // Seats added to an open, upcoming date go to the waitlist first, in its order, each person emailed.
        const saved = await lockClassDate({ db: tx, classInstanceId: id });
        if (saved?.isOpen && saved.date >= today) await releaseSeats({ db: tx, classDate: saved, mail, timeZone });
      }
      await recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: id ? "update" : "create",
          targetType: "class_instance",
          targetId: row.id,
          details: { classTypeId: values.classTypeId, date: values.date },
        },
      });
      return { ok: true, id: row.id } as const;
    });
  } catch (error) {
    // The class type was deleted between the check and the write.
    if (isForeignKeyViolation(error, CLASS_TYPE_CONSTRAINT))
      return invalid({ classTypeId: CLASS_INSTANCE_MESSAGES.classTypeMissing });
    throw error;
  }
}

type ClassDateTime = { date: string; time: string; durationMinutes: number; status: string };

/**
 * The booked session a published class date would take time from, when class
 * dates block booking time and the date is new, newly published or moved: a
 * date that keeps its time is not refused for what already stood. Takes the
 * calendar's lock first, as every booking does.
 */
async function findBookingUnder(
  tx: Executor,
  saved: ClassDateTime,
  before: ClassDateTime | undefined,
  timeZone: string,
): Promise<{ startsAt: Date } | null> {
  if (saved.status !== "active") return null;
  const kept =
    before?.status === "active" &&
    before.date === saved.date &&
    before.time === saved.time &&
    before.durationMinutes === saved.durationMinutes;
  if (kept) return null;
  const times = classTimes({ ...saved, timeZone });
  if (!times) return null;
  await lockCalendar(tx);
  const settings = await getBookingSettings({ db: tx });
  if (!settings.classDatesBlockTime) return null;
  return findOverlappingBooking({ db: tx, start: times.start, end: times.end });
}
