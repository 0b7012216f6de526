import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * Moves a claimed run's next due time to `due` (a failed run tried again
 * sooner), unless another instance has changed it since `claimed` was set.
 * Returns whether it moved.
 */
export async function moveScheduledRun({
  db,
  key,
  claimed,
  due,
}: {
  db: Executor;
  key: string;
  /** The next due time this instance set when it claimed the run. */
  claimed: Date;
  due: Date;
}): Promise<boolean> {
  const rows = await queryRows<unknown>(
    db,
    sql`
    update app_settings set value = ${JSON.stringify(due.toISOString())}::jsonb, updated_at = now()
    where key = ${key} and (value #>> '{}')::timestamptz = ${claimed.toISOString()}::timestamptz
    returning key`,
  );
  return rows.length > 0;
}
