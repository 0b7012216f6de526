import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/** One lock for every change to the session types' order, so concurrent adds and moves queue up. */
export async function lockSessionTypeOrder(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('session_types'))`);
}
