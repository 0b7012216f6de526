import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailSubscribers } from "../../db/schema";
import { ADMIN_LIST_PAGE_SIZE } from "../../rules/admin-list";
import type { SubscriberQuery } from "../../rules/subscriber-admin";
import type { SubscriberStatus } from "../../rules/values";
import { containsPattern, inListOrder, type ListPage, newestFirst, pageWindow } from "../lists/paging";
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

/** The search (first name, last name, email) and filters of the subscriber list as one condition. */
export function subscriberCondition({ search, status, source }: Omit<SubscriberQuery, "page">): SQL | undefined {
  const pattern = search ? containsPattern(search) : null;
  return and(
    status ? eq(emailSubscribers.status, status) : undefined,
    source ? eq(emailSubscribers.source, source) : undefined,
    pattern
      ? or(
          ilike(emailSubscribers.firstName, pattern),
          ilike(emailSubscribers.lastName, pattern),
          ilike(emailSubscribers.email, pattern),
        )
      : undefined,
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
  const total = await countSubscribers({ db, query });
  const window = pageWindow({ page: query.page, pageSize, total });
  const rows =
    window.limit === 0
      ? []
      : await db
          .select(subscriberColumns)
          .from(emailSubscribers)
          .where(where)
          .orderBy(...newestFirst(window, emailSubscribers.createdAt, emailSubscribers.id))
          .limit(window.limit)
          .offset(window.offset);
  return {
    rows: inListOrder(window, rows as SubscriberRow[]),
    total,
    page: window.page,
    pageSize,
    pageCount: window.pageCount,
  };
}
