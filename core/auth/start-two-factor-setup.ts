import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminUsers } from "#db/schema";
import { newTotpSecret } from "./totp";

/** Gives the account a new secret to scan; two-factor sign-in is on only once a first code is confirmed. */
export async function startTwoFactorSetup({ db, adminUserId }: { db: Executor; adminUserId: string }) {
  const secret = newTotpSecret();
  await db.update(adminUsers).set({ totpSecret: secret, totpLastStep: null }).where(eq(adminUsers.id, adminUserId));
  return secret;
}
