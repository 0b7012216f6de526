import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database, Executor } from "#db/client";
import { adminRecoveryCodes, adminUsers, siteSettings } from "#db/schema";
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { verifyPassword } from "./password";
import { hashRecoveryCode, matchTotpCode, newRecoveryCodes, newTotpSecret } from "./totp";

export type TwoFactorState =
  | { status: "off" }
  | { status: "pending"; secret: string }
  | { status: "on"; enabledAt: Date; recoveryCodesLeft: number };

export async function getTwoFactorState({ db, adminUserId }: { db: Executor; adminUserId: string }) {
  const [admin] = await db
    .select({ secret: adminUsers.totpSecret, enabledAt: adminUsers.totpEnabledAt })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId));
  if (!admin?.secret) return { status: "off" } as TwoFactorState;
  if (!admin.enabledAt) return { status: "pending", secret: admin.secret } as TwoFactorState;
  const codes = await db
    .select({ usedAt: adminRecoveryCodes.usedAt })
    .from(adminRecoveryCodes)
    .where(eq(adminRecoveryCodes.adminUserId, adminUserId));
  return {
    status: "on",
    enabledAt: admin.enabledAt,
    recoveryCodesLeft: codes.filter((code) => !code.usedAt).length,
  } as TwoFactorState;
}

/** Gives the account a new secret to scan; two-factor sign-in is on only once a first code is confirmed. */
export async function startTwoFactorSetup({ db, adminUserId }: { db: Executor; adminUserId: string }) {
  const secret = newTotpSecret();
  await db.update(adminUsers).set({ totpSecret: secret, totpLastStep: null }).where(eq(adminUsers.id, adminUserId));
  return secret;
}

async function replaceRecoveryCodes(db: Executor, adminUserId: string): Promise<string[]> {
  const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminUserId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** Checks the first code from the app; on success turns two-factor sign-in on and returns the recovery codes, once. */
export async function confirmTwoFactorSetup({
  db,
  actor,
  code,
  now = new Date(),
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  code: string;
  now?: Date;
}): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; message: string }> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ secret: adminUsers.totpSecret, enabledAt: adminUsers.totpEnabledAt })
      .from(adminUsers)
      .where(eq(adminUsers.id, actor.adminUserId))
      .for("update");
    if (!admin?.secret || admin.enabledAt) return { ok: false, message: TWO_FACTOR_MESSAGES.setupCodeInvalid };
    const step = matchTotpCode({ secret: admin.secret, code, lastStep: null, now });
    if (step === null) return { ok: false, message: TWO_FACTOR_MESSAGES.setupCodeInvalid };
    await tx
      .update(adminUsers)
      .set({ totpEnabledAt: now, totpLastStep: step })
      .where(eq(adminUsers.id, actor.adminUserId));
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.adminUserId);
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "two_factor_enabled", targetType: "admin_user", targetId: actor.adminUserId },
    });
    return { ok: true, recoveryCodes };
  });
}

/** New recovery codes for an account with two-factor sign-in; the old ones stop working. */
export async function renewRecoveryCodes({ db, actor }: { db: Database; actor: AuditActor & { adminUserId: string } }) {
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, actor.adminUserId);
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "recovery_codes_renewed", targetType: "admin_user", targetId: actor.adminUserId },
    });
    return codes;
  });
}

/** Turns two-factor sign-in off, with the current password; refused while the settings require it. */
export async function disableTwoFactor({
  db,
  actor,
  password,
}: {
  db: Database;
  actor: AuditActor & { adminUserId: string };
  password: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const [settings] = await db.select({ required: siteSettings.requireTwoFactor }).from(siteSettings);
  if (settings?.required) return { ok: false, message: TWO_FACTOR_MESSAGES.cannotDisableRequired };
  const [admin] = await db
    .select({ hash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, actor.adminUserId));
  if (!admin || !(await verifyPassword(password, admin.hash))) {
    return { ok: false, message: TWO_FACTOR_MESSAGES.passwordInvalid };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, actor.adminUserId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, actor.adminUserId));
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "two_factor_disabled", targetType: "admin_user", targetId: actor.adminUserId },
    });
  });
  return { ok: true };
}
