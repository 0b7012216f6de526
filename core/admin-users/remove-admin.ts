import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { countAdmins } from "./count-admins";

export type RemoveAdminOutcome = Result<object, NotFound | Conflict<"last-admin" | "yourself">>;

/**
 * Removes another admin (their sessions end with the account). Never the last
 * admin: removals take one lock and count inside it, so two admins removing
 * each other at once cannot leave the site without one.
 */
export async function removeAdmin({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  id: string;
}): Promise<RemoveAdminOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  if (id === actor.adminUserId) return conflict("yourself");
  return db.transaction(async (tx): Promise<RemoveAdminOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_users.remove'))`);
    if ((await countAdmins({ db: tx })) <= 1) return conflict("last-admin");
    const [gone] = await tx
      .delete(adminUsers)
      .where(eq(adminUsers.id, id))
      .returning({ email: adminUsers.email, name: adminUsers.name });
    if (!gone) return NOT_FOUND;
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "admin_removed",
        targetType: "admin_user",
        targetId: id,
        details: { email: gone.email },
      },
    });
    return { ok: true };
  });
}
