import { and, desc, type SQL, sql } from "drizzle-orm";
import { todayIn } from "#core/dates";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { CSV_COLUMNS, type SubscriberQuery } from "#rules/subscriber-admin";
import { csvLine } from "./csv";
import { subscriberColumns } from "./list-subscribers";
import { subscriberCondition } from "./subscriber-condition";

export const EXPORT_BATCH_SIZE = 1000;

/** The text of a row's creation time, exact to the microsecond, to continue after it. */
type Cursor = { createdAt: string; id: string };

/**
 * The subscribers matching the list's search and filters, as CSV lines: the
 * header first, then one line per subscriber, newest first. Rows are read a
 * batch at a time, each batch starting after the last row of the one before
 * (keyset pagination), so memory stays the same whatever the number of rows,
 * and the next batch is read only when the reader asks for it.
 */
export async function* exportSubscribersCsv({
  db,
  query,
  timeZone,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  db: Executor;
  query: Omit<SubscriberQuery, "page">;
  /** Dates are written as calendar days where the business is. */
  timeZone: string;
  batchSize?: number;
}): AsyncGenerator<string> {
  yield csvLine(CSV_COLUMNS);
  const filters = subscriberCondition(query);
  let cursor: Cursor | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${emailSubscribers.createdAt}, ${emailSubscribers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ ...subscriberColumns, cursor: sql<string>`${emailSubscribers.createdAt}::text` })
      .from(emailSubscribers)
      .where(and(filters, after))
      .orderBy(desc(emailSubscribers.createdAt), desc(emailSubscribers.id))
      .limit(batchSize);
    let chunk = "";
    for (const row of rows) {
      chunk += csvLine([
        row.firstName,
        row.lastName,
        row.email,
        row.status,
        row.source,
        todayIn(timeZone, row.subscribedAt),
        row.unsubscribedAt ? todayIn(timeZone, row.unsubscribedAt) : "",
      ]);
    }
    if (chunk) yield chunk;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { createdAt: last.cursor, id: last.id };
  }
}
