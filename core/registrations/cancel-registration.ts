import { eq } from "drizzle-orm";
import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bumpContentVersion } from "#core/site/bump-content-version";
import type { Executor } from "#db/client";
import { classRegistrations } from "#db/schema";
import { isUuid } from "#rules/ids";
import { lockClassDate } from "./lock-class-date";
import { releaseSeats } from "./release-seats";

type CancelRegistrationResult = Result<{ id: string; promotedId: string | null; alreadyCancelled: boolean }, NotFound>;

type Which = { by: "token"; token: string } | { by: "id"; id: string };

/**
 * Cancels a registration, from the registrant's link or on their behalf. A
 * freed seat goes to the first person on the waitlist, who is emailed; with
 * nobody waiting it is available again. Cancelling twice changes nothing.
 */
export async function cancelRegistration({
  db,
  which,
  mail,
  timeZone,
}: {
  db: Executor;
  which: Which;
  mail: VisitorMailSettings;
  timeZone: string;
}): Promise<CancelRegistrationResult> {
  if (which.by === "id" && !isUuid(which.id)) return NOT_FOUND;
  if (which.by === "token" && !/^[0-9a-f]{16,128}$/.test(which.token)) return NOT_FOUND;
  const match =
    which.by === "id" ? eq(classRegistrations.id, which.id) : eq(classRegistrations.cancelToken, which.token);

  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ classInstanceId: classRegistrations.classInstanceId })
      .from(classRegistrations)
      .where(match);
    if (!found) return NOT_FOUND;
    // The class date first, as registering does, so the two never wait on each other.
    const classDate = await lockClassDate({ db: tx, classInstanceId: found.classInstanceId });
    const [registration] = await tx.select().from(classRegistrations).where(match).for("update");
    if (!classDate || !registration) return NOT_FOUND;
    if (registration.status === "cancelled") {
      return { ok: true as const, id: registration.id, promotedId: null, alreadyCancelled: true };
    }
    await tx
      .update(classRegistrations)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(classRegistrations.id, registration.id));
    // The seat is free again (unless the capacity was lowered below the seats held), then handed to the first person waiting.
    const promoted =
      registration.status === "confirmed" ? await releaseSeats({ db: tx, classDate, mail, timeZone }) : [];
    // Public class pages and the events list show the spots left (docs/decisions/031-seats-clear-the-page-cache.md).
    await bumpContentVersion({ db: tx });
    return { ok: true as const, id: registration.id, promotedId: promoted[0] ?? null, alreadyCancelled: false };
  });
}
