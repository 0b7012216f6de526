import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword } from "#core/auth/password";
import { hashSessionToken, tokensMatch } from "#core/auth/session-token";
import { hitRateLimit } from "#core/rate-limit/hit-rate-limit";
import type { Database, Executor } from "#db/client";
import { adminUsers, appSettings } from "#db/schema";
import { FirstAdminSchema, SETUP_MESSAGES } from "#rules/admin-account";
import { countAdmins } from "./admin-team";

const KEY = "setup_code";
/** Wrong setup codes allowed per address per 15 minutes. */
const ATTEMPTS = { limit: 10, windowMs: 15 * 60 * 1000 };

function normalise(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

/**
 * While the site has no admin, a fresh one-time setup code at every start:
 * printed in the server's log, asked for by the setup page, so that only
 * someone who can read the server's log claims a new site.
 */
export async function issueSetupCode({ db }: { db: Executor }): Promise<string | null> {
  if ((await countAdmins({ db })) > 0) {
    await db.delete(appSettings).where(eq(appSettings.key, KEY));
    return null;
  }
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const chars = Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join("");
  const code = chars.match(/.{4}/g)?.join("-") ?? chars;
  const value = { hash: hashSessionToken(normalise(code)) };
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return code;
}

export async function needsFirstAdmin({ db }: { db: Executor }): Promise<boolean> {
  return (await countAdmins({ db })) === 0;
}

export type FirstAdminOutcome =
  | { ok: true; admin: { id: string; email: string; name: string } }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; reason: "admin-exists" };

/** Creates the first admin with the setup code; once there is an admin, the setup is closed for good. */
export async function createFirstAdmin({
  db,
  input,
  clientAddress,
  now = new Date(),
}: {
  db: Database;
  input: Record<string, unknown>;
  clientAddress: string;
  now?: Date;
}): Promise<FirstAdminOutcome> {
  if (!(await needsFirstAdmin({ db }))) return { ok: false, reason: "admin-exists" };
  const parsed = FirstAdminSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const attempt = await hitRateLimit({ db, bucket: `setup:${clientAddress}`, ...ATTEMPTS, now });
  if (!attempt.allowed) return { ok: false, errors: { setupCode: SETUP_MESSAGES.tooManyAttempts } };
  const { setupCode, email, name, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<FirstAdminOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_users.first'))`);
    if ((await countAdmins({ db: tx })) > 0) return { ok: false, reason: "admin-exists" };
    const [stored] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
    const expected = (stored?.value as { hash?: string } | undefined)?.hash;
    if (!expected || !tokensMatch(hashSessionToken(normalise(setupCode)), expected)) {
      return { ok: false, errors: { setupCode: SETUP_MESSAGES.codeInvalid } };
    }
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email, name, passwordHash })
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    if (!admin) throw new Error("the first admin was not stored");
    await tx.delete(appSettings).where(eq(appSettings.key, KEY));
    await recordAuditEvent({
      db: tx,
      event: {
        action: "first_admin_created",
        adminUserId: admin.id,
        actorEmail: admin.email,
        ipAddress: clientAddress,
        targetType: "admin_user",
        targetId: admin.id,
        at: now,
      },
    });
    return { ok: true, admin };
  });
}
