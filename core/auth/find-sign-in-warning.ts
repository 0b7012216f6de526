import { and, countDistinct, desc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { auditLog } from "#db/schema";

export type SignInWarning = { failedAttempts: number; addresses: number };

/**
 * What the admin should hear about at sign-in: wrong passwords for her
 * account since her previous sign-in, when they were enough to lock the
 * account (see reportAccountUnderAttack). Null when there is nothing to say.
 */
export async function findSignInWarning({
  db,
  account,
  before,
}: {
  db: Executor;
  account: { id: string; email: string };
  /** The sign-in being made: events up to it count. */
  before: Date;
}): Promise<SignInWarning | null> {
  const [previous] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.adminUserId, account.id),
        eq(auditLog.action, "sign_in"),
        sql`${auditLog.createdAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const since = previous?.at ?? new Date(0);
  const window = and(gt(auditLog.createdAt, since), sql`${auditLog.createdAt} <= ${before.toISOString()}::timestamptz`);
  const [attacked] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.adminUserId, account.id), eq(auditLog.action, "account_under_attack"), window))
    .limit(1);
  if (!attacked) return null;
  const [failures] = await db
    .select({ attempts: sql<number>`count(*)::int`, addresses: countDistinct(auditLog.ipAddress) })
    .from(auditLog)
    .where(and(eq(auditLog.actorEmail, account.email), eq(auditLog.action, "sign_in_failed"), window));
  return { failedAttempts: failures?.attempts ?? 0, addresses: Number(failures?.addresses ?? 0) };
}
