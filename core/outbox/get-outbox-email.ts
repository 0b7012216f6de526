import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { outboxEmails } from "#db/schema";
import type { OutboxStatus } from "#rules/allowed-values";
import { isUuid } from "#rules/ids";

export type OutboxEmailDetails = Omit<typeof outboxEmails.$inferSelect, "status" | "attachments"> & {
  status: OutboxStatus;
  attachments: { filename: string; contentType: string; byteSize: number }[];
};

/** One email as the Outbox shows it: everything but the attachments' bytes. Null when there is none. */
export async function getOutboxEmail({ db, id }: { db: Executor; id: string }): Promise<OutboxEmailDetails | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) return null;
  return {
    ...row,
    status: row.status as OutboxStatus,
    attachments: row.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      byteSize: Buffer.byteLength(attachment.contentBase64, "base64"),
    })),
  };
}
