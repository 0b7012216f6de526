import { and, eq, inArray } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { AuditActor } from "#core/audit/record-row-change";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations } from "#db/schema";
import { AttendeeEmailSchema } from "#rules/class-registration";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";

export const ATTENDEE_EMAIL_EVENT = "class-attendees.email";

/**
 * Writes the owner's message to everyone holding a seat at a class date
 * (confirmed or checked in), one outbox email per person, all or none.
 */
export async function emailClassAttendees({
  db,
  classInstanceId,
  input,
  actor,
  mail,
}: {
  db: Executor;
  classInstanceId: string;
  input: Record<string, unknown>;
  actor: AuditActor;
  mail: VisitorMailSettings;
}): Promise<Result<{ sent: number }, NotFound | Invalid>> {
  if (!isUuid(classInstanceId)) return NOT_FOUND;
  const parsed = AttendeeEmailSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  return db.transaction(async (tx) => {
    const [classDate] = await tx
      .select({ id: classInstances.id })
      .from(classInstances)
      .where(eq(classInstances.id, classInstanceId));
    if (!classDate) return NOT_FOUND;
    const people = await tx
      .select({ id: classRegistrations.id, email: classRegistrations.email })
      .from(classRegistrations)
      .where(
        and(
          eq(classRegistrations.classInstanceId, classInstanceId),
          inArray(classRegistrations.status, ["confirmed", "attended"]),
        ),
      );
    for (const person of people) {
      await enqueueMail({
        db: tx,
        to: person.email,
        replyTo: mail.replyTo,
        subject: parsed.data.subject,
        text: `${parsed.data.body}\n\n${mail.siteName}`,
        event: ATTENDEE_EMAIL_EVENT,
        eventRef: person.id,
      });
    }
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "class_instance",
        targetId: classInstanceId,
        details: { emailedAttendees: people.length },
      },
    });
    return { ok: true as const, sent: people.length };
  });
}
