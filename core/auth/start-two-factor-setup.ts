import { and, eq, isNull } from "drizzle-orm";
import { type Conflict, conflict, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { adminUsers } from "#db/schema";
import { newTotpSecret } from "./totp";

/**
 * Gives the account a new secret to scan; two-factor sign-in is on only once a
 * first code is confirmed. Refused while it is on: the live secret (and the
 * record of the codes used) stays until two-factor sign-in is turned off.
 */
export async function startTwoFactorSetup({
  db,
  adminUserId,
}: {
  db: Executor;
  adminUserId: string;
}): Promise<Result<{ secret: string }, Conflict<"already-on">>> {
  const secret = newTotpSecret();
  const started = await db
    .update(adminUsers)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(adminUsers.id, adminUserId), isNull(adminUsers.totpEnabledAt)))
    .returning({ id: adminUsers.id });
  if (started.length === 0) return conflict("already-on");
  return { ok: true, secret };
}
