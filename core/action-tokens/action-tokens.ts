import { and, eq, gt, isNull, sql } from "drizzle-orm";
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

function usable(purpose: ActionTokenPurpose, token: string) {
  return and(
    eq(actionTokens.id, hashSessionToken(token)),
    eq(actionTokens.purpose, purpose),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, sql`now()`),
  );
}

/** What a link would act on, without using it (to show a page before the visitor confirms). */
export async function peekActionToken({
  db,
  purpose,
  token,
}: {
  db: Executor;
  purpose: ActionTokenPurpose;
  token: string;
}): Promise<string | null> {
  if (!token) return null;
  const [row] = await db.select({ targetId: actionTokens.targetId }).from(actionTokens).where(usable(purpose, token));
  return row?.targetId ?? null;
}

/** Uses a link once: returns what it acts on, or null when it is unknown, used or expired. */
export async function spendActionToken({
  db,
  purpose,
  token,
}: {
  db: Executor;
  purpose: ActionTokenPurpose;
  token: string;
}): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, token))
    .returning({ targetId: actionTokens.targetId });
  return row?.targetId ?? null;
}

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
