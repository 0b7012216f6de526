import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";

/**
 * Claims a scheduled job's run when it is due, and sets the next due time in
 * the same statement, so of several instances sharing one PostgreSQL database
 * exactly one does each run. `key` names the job's due time in app_settings;
 * a job never run before is due at once. Returns whether this caller won.
 */
export async function claimScheduledRun({
  db,
  key,
  nextDue,
  now = new Date(),
}: {
  db: Executor;
  key: string;
  /** When the run after this one is due, if this caller wins. */
  nextDue: Date;
  now?: Date;
}): Promise<boolean> {
  const next = JSON.stringify(nextDue.toISOString());
  const rows = await queryRows<unknown>(
    db,
    sql`
    insert into app_settings (key, value) values (${key}, ${next}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()
      where (app_settings.value #>> '{}')::timestamptz <= ${now.toISOString()}::timestamptz
    returning key`,
  );
  return rows.length > 0;
}
