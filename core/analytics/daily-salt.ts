import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { analyticsSalts } from "#db/schema";

/**
 * The day's random salt (decision 069), made by whichever instance needs it
 * first: every instance inserts a fresh one and keeps whatever row is there,
 * so they all hash a visitor alike. Deleted once the day is over.
 */
export async function dailySalt({ db, day }: { db: Executor; day: string }): Promise<Buffer> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}
