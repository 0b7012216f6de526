import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminRecoveryCodes, adminUsers } from "#db/schema";

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
