import { lte } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import type { Database } from "#db/client";
import { trashItems } from "#db/schema";
import { TRASH_KEEP_DAYS } from "#rules/trash";
import { purgeTrashItems } from "./purge-trash-items";

/** Who empties the trash when nobody asked: the daily job. */
export const TRASH_JOB_ACTOR: AuditActor = { adminUserId: null, actorEmail: "automatic clean-up" };

/** The daily job: deletes for good what has been in the trash for 30 days or more. Returns how many items went. */
export async function purgeExpiredTrash({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_KEEP_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: trashItems.id }).from(trashItems).where(lte(trashItems.deletedAt, cutoff));
    return (
      await purgeTrashItems(
        tx,
        due.map((item) => item.id),
        TRASH_JOB_ACTOR,
      )
    ).length;
  });
}
