import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { bookings, sessionTypes } from "#db/schema";
import { isFreePrice } from "#rules/price";

/** Whether an address is a new client: it has no completed paid session before. */
export async function isNewClient({ db, email }: { db: Executor; email: string }): Promise<boolean> {
  const rows = await db
    .select({ price: sessionTypes.price })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(and(sql`lower(${bookings.email}) = ${email.toLowerCase()}`, eq(bookings.status, "completed")));
  return !rows.some((row) => !isFreePrice(row.price));
}
