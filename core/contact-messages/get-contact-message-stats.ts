import { count } from "drizzle-orm";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { MESSAGE_PRIORITIES, type MessagePriority } from "#rules/allowed-values";

type ContactMessageStats = {
  total: number;
  unread: number;
  replied: number;
  /** High plus urgent. */
  highPriority: number;
  byPriority: Record<MessagePriority, number>;
};

/** The inbox's stat cards, from one grouped count. */
export async function getContactMessageStats({ db }: { db: Executor }): Promise<ContactMessageStats> {
  const groups = await db
    .select({ status: contactMessages.status, priority: contactMessages.priority, count: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status, contactMessages.priority);
  const byPriority = Object.fromEntries(MESSAGE_PRIORITIES.map((priority) => [priority, 0])) as Record<
    MessagePriority,
    number
  >;
  const stats: ContactMessageStats = { total: 0, unread: 0, replied: 0, highPriority: 0, byPriority };
  for (const group of groups) {
    stats.total += group.count;
    if (group.status === "unread") stats.unread += group.count;
    if (group.status === "replied") stats.replied += group.count;
    if (group.priority in byPriority) byPriority[group.priority as MessagePriority] += group.count;
  }
  stats.highPriority = byPriority.high + byPriority.urgent;
  return stats;
}
