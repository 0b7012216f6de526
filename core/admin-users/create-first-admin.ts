import { eq, sql } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword } from "#core/auth/password";
import { tokensMatch } from "#core/auth/session-token";
import { errorsOf } from "#core/errors-of";
import { hitRateLimit } from "#core/rate-limit/hit-rate-limit";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers, appSettings } from "#db/schema";
import { FirstAdminSchema, SETUP_MESSAGES } from "#rules/admin-account";
import { countAdmins } from "./count-admins";
import { needsFirstAdmin } from "./needs-first-admin";
import { SETUP_CODE_KEY, setupCodeHash } from "./setup-code-hash";
import { storedSetupCodeHashes } from "./stored-setup-code-hashes";

/** Wrong setup codes allowed per address per 15 minutes. */
const ATTEMPTS = { limit: 10, windowMs: 15 * 60 * 1000 };

export type FirstAdminOutcome = Result<
  { admin: { id: string; email: string; name: string } },
  Invalid | Conflict<"admin-exists">
>;

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
  if (!(await needsFirstAdmin({ db }))) return conflict("admin-exists");
  const parsed = FirstAdminSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const attempt = await hitRateLimit({ db, bucket: `setup:${clientAddress}`, ...ATTEMPTS, now });
  if (!attempt.allowed) return invalid({ setupCode: SETUP_MESSAGES.tooManyAttempts });
  const { setupCode, email, name, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<FirstAdminOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_users.first'))`);
    if ((await countAdmins({ db: tx })) > 0) return conflict("admin-exists");
    const [stored] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SETUP_CODE_KEY));
    const typed = setupCodeHash(setupCode);
    if (!storedSetupCodeHashes(stored?.value).some((expected) => tokensMatch(typed, expected))) {
      return invalid({ setupCode: SETUP_MESSAGES.codeInvalid });
    }
    const [admin] = await tx
      .insert(adminUsers)
      .values({ email, name, passwordHash })
      .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
    if (!admin) throw new Error("the first admin was not stored");
    await tx.delete(appSettings).where(eq(appSettings.key, SETUP_CODE_KEY));
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
