import { count, eq } from "drizzle-orm";
import { type ListPage, newestFirst, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { OutboxStatus } from "#rules/allowed-values";
import type { OutboxQuery } from "#rules/outbox";

export type OutboxRow = {
  id: string;
  toAddress: string;
  subject: string;
  event: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

const rowColumns = {
  id: outboxEmails.id,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  event: outboxEmails.event,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
  nextAttemptAt: outboxEmails.nextAttemptAt,
};

/** One page of the outbox, newest first, optionally of one status. */
export async function listOutboxEmails({
  db,
  query,
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  db: Executor;
  query: OutboxQuery;
  pageSize?: number;
}): Promise<ListPage<OutboxRow>> {
  const where = query.status ? eq(outboxEmails.status, query.status) : undefined;
  const [counted] = await db.select({ total: count() }).from(outboxEmails).where(where);
  return readPage({
    page: query.page,
    pageSize,
    total: counted?.total ?? 0,
    readRows: async (window) =>
      (await db
        .select(rowColumns)
        .from(outboxEmails)
        .where(where)
        .orderBy(...newestFirst(window, outboxEmails.createdAt, outboxEmails.id))
        .limit(window.limit)
        .offset(window.offset)) as OutboxRow[],
  });
}
