import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import type { MessagePriority, MessageStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";

export type ContactMessageDetails = Omit<typeof contactMessages.$inferSelect, "status" | "priority"> & {
  status: MessageStatus;
  priority: MessagePriority;
};

/** One message with everything the Message Details modal shows, or null. */
export async function getContactMessage({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<ContactMessageDetails | null> {
  if (!isUuid(id)) return null;
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return (message as ContactMessageDetails | undefined) ?? null;
}
