import { and, asc, gt, isNull } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminInvites, adminUsers } from "#db/schema";

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
