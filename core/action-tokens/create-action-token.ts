import { sql } from "drizzle-orm";
import { hashSessionToken, newSecretToken } from "#core/auth/session-token";
import type { Executor } from "#db/client";
import { actionTokens } from "#db/schema";
import type { ActionTokenPurpose } from "#rules/allowed-values";

/**
 * Single-use links sent by email. The link carries a random token; only its
 * hash is stored, so the table cannot be used to act for anyone.
 */

/** A token for a link; returns the token to put in the link. */
export async function createActionToken({
  db,
  purpose,
  targetId,
  validForMs,
}: {
  db: Executor;
  purpose: ActionTokenPurpose;
  targetId: string;
  validForMs: number;
}): Promise<string> {
  const token = newSecretToken();
  await db.insert(actionTokens).values({
    id: hashSessionToken(token),
    purpose,
    targetId,
    expiresAt: sql`now() + ${validForMs} * interval '1 millisecond'`,
  });
  return token;
}
