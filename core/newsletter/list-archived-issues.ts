import { desc, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { archivedIssueColumns, archivedIssues } from "./archived-issues";

export type ArchivedIssueSummary = {
  id: string;
  slug: string;
  subject: string;
  previewText: string;
  /** When sending started: the issue's date. */
  sentAt: Date;
};

// The list shows no issue's text.
const { body: _body, ...summaryColumns } = archivedIssueColumns;

/** The archive's issues, newest first, a page at a time, with how many there are in all. */
export async function listArchivedIssues({
  db,
  limit,
  offset = 0,
}: {
  db: Executor;
  /** All of them when not given. */
  limit?: number;
  offset?: number;
}): Promise<{ issues: ArchivedIssueSummary[]; total: number }> {
  const query = db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newsletterIssues)
    .where(archivedIssues())
    .orderBy(desc(newsletterIssues.sendStartedAt), desc(newsletterIssues.id))
    .offset(offset);
  const rows = await (limit === undefined ? query : query.limit(limit));
  const total = rows[0]?.total ?? (offset > 0 ? await countArchived(db) : 0);
  return { issues: rows.map(({ total: _total, ...issue }) => issue), total };
}

/** Past the last page there are no rows to carry the count. */
async function countArchived(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(newsletterIssues).where(archivedIssues());
  return row?.count ?? 0;
}
