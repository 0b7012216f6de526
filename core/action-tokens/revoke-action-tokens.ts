import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { actionTokens } from "#db/schema";
import type { ActionTokenPurpose } from "#rules/allowed-values";

/** Ends every link of one purpose for one target, e.g. older reset links once a password is changed. */
export async function revokeActionTokens({
  db,
  purpose,
  targetId,
}: {
  db: Executor;
  purpose: ActionTokenPurpose;
  targetId: string;
}): Promise<void> {
  await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(actionTokens.purpose, purpose), eq(actionTokens.targetId, targetId), isNull(actionTokens.usedAt)));
}
