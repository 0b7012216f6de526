import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";
import { isUuid } from "#rules/ids";

export type AdminListEntry = { id: string; email: string; name: string; createdAt: Date; twoFactorOn: boolean };
export type PendingInvite = { id: string; email: string; name: string; expiresAt: Date };

/** Every admin account and every open invitation. */
export async function listAdmins({ db, now = new Date() }: { db: Executor; now?: Date }) {
  const [admins, invites] = await Promise.all([
    db
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        name: adminUsers.name,
        createdAt: adminUsers.createdAt,
        twoFactorAt: adminUsers.totpEnabledAt,
      })
      .from(adminUsers)
      .orderBy(asc(adminUsers.createdAt)),
    db
      .select({
        id: adminInvites.id,
        email: adminInvites.email,
        name: adminInvites.name,
        expiresAt: adminInvites.expiresAt,
      })
      .from(adminInvites)
      .where(and(isNull(adminInvites.acceptedAt), gt(adminInvites.expiresAt, now)))
      .orderBy(asc(adminInvites.createdAt)),
  ]);
  return {
    admins: admins.map(
      ({ twoFactorAt, ...admin }): AdminListEntry => ({ ...admin, twoFactorOn: twoFactorAt !== null }),
    ),
    invites: invites as PendingInvite[],
  };
}

export async function countAdmins({ db }: { db: Executor }): Promise<number> {
  const [row] = await db.select({ count: count() }).from(adminUsers);
  return row?.count ?? 0;
}

export type RemoveAdminOutcome = { ok: true } | { ok: false; reason: "not-found" | "last-admin" | "yourself" };

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
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  if (id === actor.adminUserId) return { ok: false, reason: "yourself" };
  return db.transaction(async (tx): Promise<RemoveAdminOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_users.remove'))`);
    if ((await countAdmins({ db: tx })) <= 1) return { ok: false, reason: "last-admin" };
    const [gone] = await tx
      .delete(adminUsers)
      .where(eq(adminUsers.id, id))
      .returning({ email: adminUsers.email, name: adminUsers.name });
    if (!gone) return { ok: false, reason: "not-found" };
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
