import { and, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import { ACCOUNT_MESSAGES, type AccountDetailsInput, AccountDetailsSchema } from "#rules/admin-account";
import { passwordMatches } from "./password-matches";

export type AccountOutcome = Result<object, NotFound | Invalid>;

type Actor = AuditActor & { adminUserId: string };

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
  if (!parsed.success) return invalid(errorsOf(parsed));
  const { name, email, currentPassword } = parsed.data;
  if (!(await passwordMatches(db, actor.adminUserId, currentPassword))) {
    return invalid({ currentPassword: ACCOUNT_MESSAGES.currentPasswordInvalid });
  }
  return db.transaction(async (tx): Promise<AccountOutcome> => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(sql`lower(${adminUsers.email})`, email), ne(adminUsers.id, actor.adminUserId)));
    if (taken) return invalid({ email: ACCOUNT_MESSAGES.emailTaken });
    const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, actor.adminUserId));
    if (!before) return NOT_FOUND;
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
