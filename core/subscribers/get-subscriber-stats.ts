import { count } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { growthRate } from "#rules/subscriber-admin";

type SubscriberStats = {
  total: number;
  active: number;
  /** Signed up, confirmation link not followed yet. */
  pending: number;
  unsubscribed: number;
  /** Active as a rounded percent of all. */
  growthRate: number;
  bySource: Record<string, number>;
  /** Every source seen in the data, alphabetically: the source filter's options. */
  sources: string[];
};

/** The stat cards and the list of sources, from one grouped count. */
export async function getSubscriberStats({ db }: { db: Executor }): Promise<SubscriberStats> {
  const groups = await db
    .select({ status: emailSubscribers.status, source: emailSubscribers.source, count: count() })
    .from(emailSubscribers)
    .groupBy(emailSubscribers.status, emailSubscribers.source);
  const bySource: Record<string, number> = {};
  let active = 0;
  let pending = 0;
  let unsubscribed = 0;
  for (const group of groups) {
    bySource[group.source] = (bySource[group.source] ?? 0) + group.count;
    if (group.status === "active") active += group.count;
    else if (group.status === "pending") pending += group.count;
    else unsubscribed += group.count;
  }
  const total = active + pending + unsubscribed;
  return {
    total,
    active,
    pending,
    unsubscribed,
    growthRate: growthRate(active, total),
    bySource,
    sources: Object.keys(bySource).sort(),
  };
}
