import { desc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { contactMessages } from "#db/schema";
import { OVERVIEW_MESSAGES_SHOWN } from "#rules/overview";

export type UnreadMessagePreview = {
  id: string;
  name: string;
  subject: string;
  /** The start of the message, for a one-line preview. */
  messageStart: string;
  createdAt: Date;
};

/** The newest unread contact messages, read from the (status, created_at) index. */
export async function listNewestUnreadMessages({ db }: { db: Executor }): Promise<UnreadMessagePreview[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.status, "unread"))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(OVERVIEW_MESSAGES_SHOWN);
  return rows.map(({ message, ...row }) => ({ ...row, messageStart: message.slice(0, 121) }));
}
