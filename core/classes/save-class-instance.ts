import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { checkEditVersion, type StaleEdit } from "#core/edit-versions/check-edit-version";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { countHeldSeats } from "#core/registrations/count-held-seats";
import { lockClassDate } from "#core/registrations/lock-class-date";
import { releaseSeats } from "#core/registrations/release-seats";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { isForeignKeyViolation } from "#db/errors";
import { classInstances, classTypes } from "#db/schema";
import { CLASS_INSTANCE_MESSAGES, classInstanceSchema } from "#rules/class-instance";
import type { OpenedVersion } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

const CLASS_TYPE_CONSTRAINT = "class_instances_class_type_id_class_types_id_fk";

/**
 * Schedules a class from the form's values, or saves them over the class
 * instance `id` unless it was saved after `opened`; audited in the same transaction. Besides the form's rules it
 * checks that the class type exists. `today` is the business's calendar date:
 * a class cannot be moved into the past, though an edited class may keep the
 * date it has. Raising the capacity of an on-site date moves people up from
 * its waitlist in the same transaction (docs/decisions/027-on-site-registration.md).
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
}): Promise<Result<{ id: string }, NotFound | Invalid | StaleEdit>> {
  if (id !== undefined && !isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx) => {
      let keepDate: string | undefined;
      if (id) {
        const stale = await checkEditVersion({ tx, type: "class_instance", id, opened });
        if (stale) return stale;
        const [current] = await tx
          .select({ date: classInstances.date })
          .from(classInstances)
          .where(eq(classInstances.id, id))
          .for("update");
        if (!current) return NOT_FOUND;
        keepDate = current.date;
      }
      const parsed = classInstanceSchema({ today, keepDate }).safeParse(input);
      if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
      const { registrationUrl, ...values } = parsed.data;
      const [classType] = isUuid(values.classTypeId)
        ? await tx.select({ id: classTypes.id }).from(classTypes).where(eq(classTypes.id, values.classTypeId))
        : [];
      if (!classType) return invalid({ classTypeId: CLASS_INSTANCE_MESSAGES.classTypeMissing });

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
