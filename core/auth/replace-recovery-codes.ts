import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminRecoveryCodes } from "#db/schema";
import { RECOVERY_CODE_COUNT } from "#rules/two-factor";
import { hashRecoveryCode, newRecoveryCodes } from "./totp";

/** A new set of recovery codes for the account, in place of the old ones; the codes themselves are shown once. */
export async function replaceRecoveryCodes(db: Executor, adminUserId: string): Promise<string[]> {
  const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
  await db.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminUserId, codeHash: hashRecoveryCode(code) })));
  return codes;
}
