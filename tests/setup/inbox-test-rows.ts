import type { AuditActor } from "#core/audit/record-row-change";
import type { Database } from "#db/client";
import { contactMessages } from "#db/schema";

/** Builders shared by the inbox's integration tests. */

export const testActor: AuditActor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.9" };

let minute = 0;

/** Inserts a message; each one a minute newer than the last unless `createdAt` is given. */
export async function addMessage(db: Database, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  minute += 1;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Ana Silva",
      email: "ana@example.com",
      subject: "Budget question",
      message: "Could you help me plan my monthly budget?",
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, minute)),
      ...values,
    })
    .returning();
  if (!row) throw new Error("no message");
  return row;
}
