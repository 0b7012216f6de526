import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";

const CLAIM_KEY = "backup_next_due";

/**
 * Claims the scheduled backup when it is due, and moves the due time forward
 * in the same statement, so of several instances sharing one PostgreSQL
 * database exactly one takes each backup. Returns whether this caller won.
 */
export async function claimScheduledBackup({
  db,
  everyMs,
  now = new Date(),
}: {
  db: Executor;
  everyMs: number;
  now?: Date;
}): Promise<boolean> {
  const next = JSON.stringify(new Date(now.getTime() + everyMs).toISOString());
  const { rows } = (await db.execute(sql`
    insert into app_settings (key, value) values (${CLAIM_KEY}, ${next}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()
      where (app_settings.value #>> '{}')::timestamptz <= ${now.toISOString()}::timestamptz
    returning key`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}
