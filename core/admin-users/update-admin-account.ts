import { and, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { hashPassword, verifyPassword } from "#core/auth/password";
import type { Database } from "#db/client";
import { adminSessions, adminUsers } from "#db/schema";
import {
  ACCOUNT_MESSAGES,
  type AccountDetailsInput,
  AccountDetailsSchema,
  type PasswordChangeInput,
  PasswordChangeSchema,
} from "#rules/admin-account";

export type AccountOutcome = { ok: true } | { ok: false; errors: Record<string, string> };
type Actor = AuditActor & { adminUserId: string };

function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

async function passwordMatches(db: Database, adminUserId: string, password: string): Promise<boolean> {
  const [admin] = await db
    .select({ hash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId));
  return Boolean(admin && (await verifyPassword(password, admin.hash)));
}

/** Changes one's own name and email; the current password confirms it is really them. */
export async function updateAdminAccount({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: AccountDetailsInput;
}): Promise<AccountOutcome> {
  const parsed = AccountDetailsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  const { name, email, currentPassword } = parsed.data;
  if (!(await passwordMatches(db, actor.adminUserId, currentPassword))) {
    return { ok: false, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordInvalid } };
  }
  return db.transaction(async (tx): Promise<AccountOutcome> => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(sql`lower(${adminUsers.email})`, email), ne(adminUsers.id, actor.adminUserId)));
    if (taken) return { ok: false, errors: { email: ACCOUNT_MESSAGES.emailTaken } };
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, actor.adminUserId));
    if (!before) return { ok: false, errors: { form: ACCOUNT_MESSAGES.saveFailed } };
    await tx.update(adminUsers).set({ name, email }).where(eq(adminUsers.id, actor.adminUserId));
    const changes: Record<string, { from: string; to: string }> = {};
    if (before.name !== name) changes.name = { from: before.name, to: name };
    if (before.email !== email) changes.email = { from: before.email, to: email };
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "account_updated",
        targetType: "admin_user",
        targetId: actor.adminUserId,
        details: { changes },
      },
    });
    return { ok: true };
  });
}

/**
 * Changes one's own password with the current one; every other session of the
 * account ends, so a password changed because it leaked shuts the door.
 */
export async function changeAdminPassword({
  db,
  actor,
  input,
  currentSessionId,
}: {
  db: Database;
  actor: Actor;
  input: PasswordChangeInput;
  /** Hash of this browser's session token: the session that stays. */
  currentSessionId: string;
}): Promise<AccountOutcome> {
  const parsed = PasswordChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  if (!(await passwordMatches(db, actor.adminUserId, parsed.data.currentPassword))) {
    return { ok: false, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordInvalid } };
  }
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, actor.adminUserId));
    const ended = await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.adminUserId, actor.adminUserId), ne(adminSessions.id, currentSessionId)))
      .returning({ id: adminSessions.id });
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "password_changed",
        targetType: "admin_user",
        targetId: actor.adminUserId,
        details: { otherSessionsEnded: ended.length },
      },
    });
  });
  return { ok: true };
}
