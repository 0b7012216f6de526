import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { confirmTwoFactorSetup } from "#core/auth/confirm-two-factor-setup";
import { startTwoFactorSetup } from "#core/auth/start-two-factor-setup";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";

/**
 * The code an authenticator app shows for `secret` at `at`, computed by the
 * otpauth library directly (RFC 6238 defaults: SHA-1, 6 digits, 30 seconds),
 * not by the site's own code.
 */
export function appCodeAt(secret: string, at = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** Turns two-factor sign-in on for the account as its owner would, with a code from 90 seconds ago; answers the secret. */
export async function turnOnTwoFactor(db: Database, email: string): Promise<string> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!admin) throw new Error(`no admin ${email}`);
  const started = await startTwoFactorSetup({ db, adminUserId: admin.id });
  if (!started.ok) throw new Error("two-factor sign-in was on already");
  const at = new Date(Date.now() - 90_000);
  const actor = { adminUserId: admin.id, actorEmail: email };
  const confirmed = await confirmTwoFactorSetup({ db, actor, code: appCodeAt(started.secret, at), now: at });
  if (!confirmed.ok) throw new Error("the first code was refused");
  return started.secret;
}
