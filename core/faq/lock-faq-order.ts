import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/** One lock for every change to the FAQ's order, so concurrent changes queue up. */
export async function lockFaqOrder(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('faq_questions'))`);
}
