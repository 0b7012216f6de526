import { type ListPage, newestFirst, readPage } from "#core/lists/paging";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "#rules/admin-list";
import type { SubscriberStatus } from "#rules/allowed-values";
import type { SubscriberQuery } from "#rules/subscriber-admin";
import { countSubscribers } from "./count-subscribers";
import { subscriberCondition } from "./subscriber-condition";

export type SubscriberRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
  /** Set when newsletters stopped going to the address because its mail kept being refused. */
  suppressedAt: Date | null;
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
  suppressedAt: emailSubscribers.suppressedAt,
};

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
