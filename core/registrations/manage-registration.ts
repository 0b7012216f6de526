import { eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { AuditActor } from "#core/audit/record-row-change";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations } from "#db/schema";
import { isUuid } from "#rules/ids";
import { cancelRegistration } from "./cancel-registration";
import { lockClassDate } from "./lock-class-date";
import { sendRegistrationEmail } from "./send-registration-email";

export type RegistrationChange = "check-in" | "cancel" | "promote";

type ManageRegistrationResult = Result<{ id: string }, NotFound | Conflict<"wrong-status" | "no-seat">>;

const FROM_STATUS = { "check-in": "confirmed", promote: "waitlisted" } as const;

/**
 * The owner's changes to one registration: check in (confirmed to attended),
 * cancel on the person's behalf (freeing or handing on the seat), or move
 * someone up from the waitlist into a free seat (emailed like any promotion).
 */
export async function manageRegistration({
  db,
  id,
  change,
  actor,
  mail,
  timeZone,
}: {
  db: Executor;
  id: string;
  change: RegistrationChange;
  actor: AuditActor;
  mail: VisitorMailSettings;
  timeZone: string;
}): Promise<ManageRegistrationResult> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ classInstanceId: classRegistrations.classInstanceId })
      .from(classRegistrations)
      .where(eq(classRegistrations.id, id));
    if (!found) return NOT_FOUND;
    const audit = (action: string) =>
      recordAuditEvent({
        db: tx,
        event: {
          ...actor,
          action: "update",
          targetType: "class_registration",
          targetId: id,
          details: { change: action },
        },
      });
    if (change === "cancel") {
      const result = await cancelRegistration({ db: tx, which: { by: "id", id }, mail, timeZone });
      if (!result.ok) return result;
      if (result.alreadyCancelled) return conflict("wrong-status");
      await audit(change);
      return { ok: true as const, id };
    }
    const classDate = await lockClassDate({ db: tx, classInstanceId: found.classInstanceId });
    const [registration] = await tx
      .select()
      .from(classRegistrations)
      .where(eq(classRegistrations.id, id))
      .for("update");
    if (!classDate || !registration) return NOT_FOUND;
    if (registration.status !== FROM_STATUS[change]) return conflict("wrong-status");
    if (change === "check-in") {
      await tx.update(classRegistrations).set({ status: "attended" }).where(eq(classRegistrations.id, id));
    } else {
      if (classDate.availableSpots <= 0) return conflict("no-seat");
      await tx
        .update(classInstances)
        .set({ availableSpots: sql`${classInstances.availableSpots} - 1` })
        .where(eq(classInstances.id, classDate.id));
      await tx.update(classRegistrations).set({ status: "confirmed" }).where(eq(classRegistrations.id, id));
      await sendRegistrationEmail({ db: tx, mail, timeZone, kind: "promoted", classDate, registration });
    }
    await audit(change);
    return { ok: true as const, id };
  });
}
