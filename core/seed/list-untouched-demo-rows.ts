import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { contentFingerprint, DEMO_TABLES, type DemoTable } from "./demo-tables";

/**
 * The ids of rows of `table` the demo content added and the owner has not
 * edited since (their content's fingerprint is as the demo left it): still the
 * demo's, not hers (decision 054).
 */
export async function listUntouchedDemoRows({
  db,
  table,
}: {
  db: Executor;
  table: DemoTable["table"];
}): Promise<string[]> {
  const content = DEMO_TABLES.find((entry) => entry.table === table)?.content ?? [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id::text as id from ${sql.identifier(table)} t
        join demo_rows d on d.table_name = ${table} and d.row_id = t.id
        where d.fingerprint = ${contentFingerprint(content)}`,
  );
  return rows.map((row) => row.id);
}
