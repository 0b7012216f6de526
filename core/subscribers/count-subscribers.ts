import { count } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import type { SubscriberQuery } from "#rules/subscriber-admin";
import { subscriberCondition } from "./subscriber-condition";

/** How many subscribers match the list's search and filters (what an export will hold). */
export async function countSubscribers({
  db,
  query,
}: {
  db: Executor;
  query: Omit<SubscriberQuery, "page">;
}): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(emailSubscribers).where(subscriberCondition(query));
  return counted?.total ?? 0;
}
