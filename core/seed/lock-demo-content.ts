import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";

/** The app setting that records the owner's choice, at setup, to start without the demo content. */
export const DEMO_DECLINED_KEY = "demo_content_declined_at";

/** Any constant both sides agree on: the seed and the removal of the demo content never run at once. */
const DEMO_LOCK = 5_402_054;

/**
 * Takes the demo content's lock for the rest of the transaction (adding it and
 * removing it wait for each other) and says whether the owner chose to start
 * without it. Call it inside a transaction.
 */
export async function lockDemoContent(db: Executor): Promise<{ declined: boolean }> {
  await db.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(sql`${appSettings.key} = ${DEMO_DECLINED_KEY}`);
  return { declined: rows.length > 0 };
}
