import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminSessions, adminUsers, siteSettings } from "#db/schema";
import { SESSION_IDLE_TIMEOUT_MS, SESSION_RENEWAL_INTERVAL_MS } from "./session-policy";
import { hashSessionToken } from "./session-token";

export type AdminSession = {
  admin: { id: string; email: string; name: string; twoFactorOn: boolean };
  csrfToken: string;
  idleExpiresAt: Date;
  expiresAt: Date;
  /** The settings require two-factor sign-in and this account has not set it up: only its setup is open. */
  twoFactorSetupRequired: boolean;
};

const twoFactorSetupRequired = (row: { twoFactorRequired: boolean; twoFactorAt: Date | null }) =>
  Boolean(row.twoFactorRequired) && row.twoFactorAt === null;

/**
 * The session a cookie's token belongs to, renewed for another idle period
 * (never past its absolute expiry) when it was last renewed a minute or more
 * ago; null when there is none or it has expired. An expired session is deleted.
 */
export async function validateSession({
  db,
  token,
  now = new Date(),
}: {
  db: Executor;
  token: string;
  now?: Date;
}): Promise<AdminSession | null> {
  const id = hashSessionToken(token);
  const [row] = await db
    .select({
      idleExpiresAt: adminSessions.idleExpiresAt,
      expiresAt: adminSessions.expiresAt,
      lastSeenAt: adminSessions.lastSeenAt,
      csrfToken: adminSessions.csrfToken,
      admin: { id: adminUsers.id, email: adminUsers.email, name: adminUsers.name },
      twoFactorAt: adminUsers.totpEnabledAt,
      // Read with the session, so a change of the setting holds from the next request on every instance.
      twoFactorRequired: sql<boolean>`coalesce((select ${siteSettings.requireTwoFactor} from ${siteSettings} limit 1), false)`,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.id, id));
  if (!row) return null;
  if (row.idleExpiresAt <= now || row.expiresAt <= now) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() < SESSION_RENEWAL_INTERVAL_MS) {
    return {
      admin: { ...row.admin, twoFactorOn: row.twoFactorAt !== null },
      csrfToken: row.csrfToken,
      idleExpiresAt: row.idleExpiresAt,
      expiresAt: row.expiresAt,
      twoFactorSetupRequired: twoFactorSetupRequired(row),
    };
  }
  const idleExpiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_TIMEOUT_MS, row.expiresAt.getTime()));
  await db.update(adminSessions).set({ idleExpiresAt, lastSeenAt: now }).where(eq(adminSessions.id, id));
  return {
    admin: { ...row.admin, twoFactorOn: row.twoFactorAt !== null },
    csrfToken: row.csrfToken,
    idleExpiresAt,
    expiresAt: row.expiresAt,
    twoFactorSetupRequired: twoFactorSetupRequired(row),
  };
}
