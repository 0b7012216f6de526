import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { type ListPage, newestFirst, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { containsInAny } from "#db/search";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { MessagePriority, MessageStatus } from "#rules/allowed-values";
import { type InboxQuery, MESSAGE_PREVIEW_LENGTH } from "#rules/contact-inbox";

export type InboxRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  /** The start of the message: one character more than the table shows, so it knows to add "...". */
  messageStart: string;
  status: MessageStatus;
  priority: MessagePriority;
  createdAt: Date;
};

/** The search (name, email, subject, message) and filters of the inbox as one condition. */
function inboxCondition({ search, status, priority }: Omit<InboxQuery, "page">): SQL | undefined {
  return and(
    status ? eq(contactMessages.status, status) : undefined,
    priority ? eq(contactMessages.priority, priority) : undefined,
    containsInAny(
      [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message],
      search,
    ),
  );
}

/** One page of contact messages, newest first, with the number matching in all. */
export async function listContactMessages({
  db,
  query,
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  db: Executor;
  query: InboxQuery;
  pageSize?: number;
}): Promise<ListPage<InboxRow>> {
  const where = inboxCondition(query);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  return readPage({
    page: query.page,
    pageSize,
    total: counted?.total ?? 0,
    readRows: async (window) =>
      (await db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          messageStart: sql<string>`left(${contactMessages.message}, ${MESSAGE_PREVIEW_LENGTH + 1})`,
          status: contactMessages.status,
          priority: contactMessages.priority,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(...newestFirst(window, contactMessages.createdAt, contactMessages.id))
        .limit(window.limit)
        .offset(window.offset)) as InboxRow[],
  });
}
