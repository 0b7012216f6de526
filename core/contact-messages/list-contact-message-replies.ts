import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { contactMessageReplies, outboxEmails } from "#db/schema";
import type { OutboxStatus } from "#rules/allowed-values";

export type ContactMessageReply = {
  id: string;
  authorEmail: string;
  subject: string;
  body: string;
  createdAt: Date;
  /** Where its email is: sent, queued, held... null if the email row was removed. */
  emailStatus: OutboxStatus | null;
};

/** The replies sent to one message, oldest first, as the Message Details modal shows the thread. */
export async function listContactMessageReplies({
  db,
  contactMessageId,
}: {
  db: Executor;
  contactMessageId: string;
}): Promise<ContactMessageReply[]> {
  const rows = await db
    .select({
      id: contactMessageReplies.id,
      authorEmail: contactMessageReplies.authorEmail,
      subject: contactMessageReplies.subject,
      body: contactMessageReplies.body,
      createdAt: contactMessageReplies.createdAt,
      emailStatus: outboxEmails.status,
    })
    .from(contactMessageReplies)
    .leftJoin(outboxEmails, eq(outboxEmails.id, contactMessageReplies.outboxEmailId))
    .where(eq(contactMessageReplies.contactMessageId, contactMessageId))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  return rows as ContactMessageReply[];
}
