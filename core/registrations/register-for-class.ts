import { and, eq, ne, sql } from "drizzle-orm";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bumpContentVersion } from "#core/site/bump-content-version";
import { subscribe } from "#core/subscribers/subscribe";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations } from "#db/schema";
import { REGISTRATION_SUBSCRIBER_SOURCE, RegistrationSchema } from "#rules/class-registration";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { isUuid } from "#rules/ids";
import { lockClassDate } from "./lock-class-date";
import { sendRegistrationEmail } from "./send-registration-email";

type RegisterForClassResult = Result<
  { id: string; status: "confirmed" | "waitlisted" },
  Invalid<FieldError[]> | NotFound | Conflict<"already-registered" | "not-open">
>;

/**
 * Takes a seat at an on-site class date, or a place on its waitlist when no
 * seat is left. The class date's row is locked for the whole transaction, so
 * concurrent registrations queue up one by one and the confirmed count never
 * exceeds capacity. The confirmation email is written in the same transaction.
 */
export async function registerForClass({
  db,
  classInstanceId,
  input,
  today,
  mail,
  timeZone,
  clientAddress = null,
}: {
  db: Executor;
  classInstanceId: string;
  input: Record<string, unknown>;
  /** The business's calendar day, YYYY-MM-DD: past dates take no registrations. */
  today: string;
  mail: VisitorMailSettings;
  timeZone: string;
  clientAddress?: string | null;
}): Promise<RegisterForClassResult> {
  const parsed = RegistrationSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  if (!isUuid(classInstanceId)) return NOT_FOUND;
  const registrant = parsed.data;

  return db.transaction(async (tx) => {
    const classDate = await lockClassDate({ db: tx, classInstanceId });
    if (!classDate) return NOT_FOUND;
    if (!classDate.isOpen || classDate.date < today) return conflict("not-open");

    const [existing] = await tx
      .select({ id: classRegistrations.id })
      .from(classRegistrations)
      .where(
        and(
          eq(classRegistrations.classInstanceId, classInstanceId),
          sql`lower(${classRegistrations.email}) = ${registrant.email}`,
          ne(classRegistrations.status, "cancelled"),
        ),
      );
    if (existing) return conflict("already-registered");

    const status = classDate.availableSpots > 0 ? ("confirmed" as const) : ("waitlisted" as const);
    if (status === "confirmed") {
      await tx
        .update(classInstances)
        .set({ availableSpots: sql`${classInstances.availableSpots} - 1` })
        .where(eq(classInstances.id, classInstanceId));
    }
    const [created] = await tx
      .insert(classRegistrations)
      .values({
        classInstanceId,
        firstName: registrant.firstName,
        lastName: registrant.lastName,
        email: registrant.email,
        note: registrant.note,
        keepPosted: registrant.keepPosted,
        status,
        // The time the seat was decided, not the transaction's start, so the waitlist keeps arrival order.
        queuedAt: sql`clock_timestamp()`,
      })
      .returning({ id: classRegistrations.id, cancelToken: classRegistrations.cancelToken });
    if (!created) throw new Error("The registration was not stored");

    if (registrant.keepPosted) {
      // Someone already on the newsletter stays as they are; that is not a failed registration.
      await subscribe({
        db: tx,
        mail,
        clientAddress,
        input: { ...registrant, source: REGISTRATION_SUBSCRIBER_SOURCE },
      });
    }
    await sendRegistrationEmail({
      db: tx,
      mail,
      timeZone,
      kind: status,
      classDate,
      registration: { ...created, email: registrant.email, firstName: registrant.firstName },
    });
    // Public class pages and the events list show the spots left (docs/decisions/031-seats-clear-the-page-cache.md).
    await bumpContentVersion({ db: tx });
    return { ok: true as const, id: created.id, status };
  });
}
