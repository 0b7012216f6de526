import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashSessionToken } from "#core/auth/session-token";
import type { Executor } from "#db/client";
import { actionTokens } from "#db/schema";
import type { ActionTokenPurpose } from "#rules/allowed-values";

/** A link as it arrives: its purpose and the token it carries. */
export type ActionTokenLink = { db: Executor; purpose: ActionTokenPurpose; token: string };

/** The row of a link still good to use: known, of this purpose, unused and unexpired. */
export function usableActionToken(purpose: ActionTokenPurpose, token: string) {
  return and(
    eq(actionTokens.id, hashSessionToken(token)),
    eq(actionTokens.purpose, purpose),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, sql`now()`),
  );
}
