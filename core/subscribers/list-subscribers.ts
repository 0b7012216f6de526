import { and, eq, type SQL, sql } from "drizzle-orm";
import { type ListPage, newestFirst, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { containsInAny } from "#db/search";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { SubscriberStatus } from "#rules/allowed-values";
import type { SubscriberQuery } from "#rules/subscriber-admin";
import { countSubscribers } from "./count-subscribers";

export type SubscriberRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
};

export const subscriberColumns = {
  id: emailSubscribers.id,
  firstName: emailSubscribers.firstName,
  lastName: emailSubscribers.lastName,
  email: emailSubscribers.email,
  status: emailSubscribers.status,
  source: emailSubscribers.source,
  subscribedAt: emailSubscribers.subscribedAt,
  unsubscribedAt: emailSubscribers.unsubscribedAt,
};

/** "Hannah Kim" as typed in the search box matches the two name columns together. */
const fullName = sql`${emailSubscribers.firstName} || ' ' || ${emailSubscribers.lastName}`;

/** The search (first name, last name, full name, email) and filters of the subscriber list as one condition. */
export function subscriberCondition({ search, status, source }: Omit<SubscriberQuery, "page">): SQL | undefined {
  return and(
    status ? eq(emailSubscribers.status, status) : undefined,
    source ? eq(emailSubscribers.source, source) : undefined,
    containsInAny([fullName, emailSubscribers.email], search),
  );
}

/** One page of subscribers, newest first, with the number matching in all. */
export async function listSubscribers({
  db,
  query,
  pageSize = ADMIN_LIST_PAGE_SIZE,
}: {
  db: Executor;
  query: SubscriberQuery;
  pageSize?: number;
}): Promise<ListPage<SubscriberRow>> {
  const where = subscriberCondition(query);
  return readPage({
    page: query.page,
    pageSize,
    total: await countSubscribers({ db, query }),
    readRows: async (window) =>
      (await db
        .select(subscriberColumns)
        .from(emailSubscribers)
        .where(where)
        .orderBy(...newestFirst(window, emailSubscribers.createdAt, emailSubscribers.id))
        .limit(window.limit)
        .offset(window.offset)) as SubscriberRow[],
  });
}
