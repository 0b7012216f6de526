import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

/**
 * Claims a scheduled job's run when it is due, and moves the due time forward
 * in the same statement, so of several instances sharing one PostgreSQL
 * database exactly one does each run. `key` names the job's due time in
 * app_settings. Returns whether this caller won.
 */
export async function claimScheduledRun({
  db,
  key,
  everyMs,
  now = new Date(),
}: {
  db: Executor;
  key: string;
  everyMs: number;
  now?: Date;
}): Promise<boolean> {
  const next = JSON.stringify(new Date(now.getTime() + everyMs).toISOString());
  const { rows } = (await db.execute(sql`
    insert into app_settings (key, value) values (${key}, ${next}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()
      where (app_settings.value #>> '{}')::timestamptz <= ${now.toISOString()}::timestamptz
    returning key`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
