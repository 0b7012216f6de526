import { and, count, eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classRegistrations } from "#db/schema";

/** Seats taken at a class date: confirmed registrations and people already checked in. */
export async function countHeldSeats({ db, classInstanceId }: { db: Executor; classInstanceId: string }) {
  const [row] = await db
    .select({ held: count() })
    .from(classRegistrations)
    .where(
      and(
        eq(classRegistrations.classInstanceId, classInstanceId),
        inArray(classRegistrations.status, ["confirmed", "attended"]),
      ),
    );
  return row?.held ?? 0;
}
