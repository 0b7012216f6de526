import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances, classRegistrations, classTypes } from "#db/schema";

/** What the cancellation page shows before the registrant confirms; null for an unknown link. */
export async function findRegistrationByToken({ db, token }: { db: Executor; token: string }) {
  if (!/^[0-9a-f]{16,128}$/.test(token)) return null;
  const [row] = await db
    .select({
      status: classRegistrations.status,
      email: classRegistrations.email,
      date: classInstances.date,
      time: classInstances.time,
      title: classTypes.title,
    })
    .from(classRegistrations)
    .innerJoin(classInstances, eq(classInstances.id, classRegistrations.classInstanceId))
    .innerJoin(classTypes, eq(classTypes.id, classInstances.classTypeId))
    .where(eq(classRegistrations.cancelToken, token));
  return row ?? null;
}
