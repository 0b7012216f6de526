import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { contentFingerprint, DEMO_REGISTRATIONS, DEMO_TABLES } from "./demo-tables";

/** Records rows the demo content added, with the fingerprint of their content, so they can be removed later. */
export async function markDemoRows({
  db,
  table,
  ids,
}: {
  db: Executor;
  table: string;
  ids: readonly string[];
}): Promise<void> {
  if (ids.length === 0) return;
  const content = DEMO_TABLES.find((entry) => entry.table === table)?.content ?? [];
  if (table !== DEMO_REGISTRATIONS && !DEMO_TABLES.some((entry) => entry.table === table))
    throw new Error(`${table} holds no demo content`);
  await db.execute(
    sql`insert into demo_rows (table_name, row_id, fingerprint)
        select ${table}, t.id, ${contentFingerprint(content)} from ${sql.identifier(table)} t
        where t.id = any(${sql.param(ids)}::uuid[])
        on conflict do nothing`,
  );
}
