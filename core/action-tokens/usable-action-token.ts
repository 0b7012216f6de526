import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashSessionToken } from "#core/auth/session-token";
import { actionTokens } from "#db/schema";
import type { ActionTokenPurpose } from "#rules/allowed-values";

/** The row of a link still good to use: known, of this purpose, unused and unexpired. */
export function usableActionToken(purpose: ActionTokenPurpose, token: string) {
  return and(
    eq(actionTokens.id, hashSessionToken(token)),
    eq(actionTokens.purpose, purpose),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, sql`now()`),
  );
}
