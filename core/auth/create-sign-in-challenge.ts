import { lt } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminSignInChallenges } from "#db/schema";
import { hashSessionToken, newSecretToken } from "./session-token";

/** How long the code step of a sign-in waits after the password was accepted. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** Remembers, under a fresh token, that this account's password was just given correctly. */
export async function createSignInChallenge({
  db,
  account,
  now,
}: {
  db: Executor;
  account: { id: string };
  now: Date;
}): Promise<string> {
  const token = newSecretToken();
  await db.delete(adminSignInChallenges).where(lt(adminSignInChallenges.expiresAt, now));
  await db.insert(adminSignInChallenges).values({
    id: hashSessionToken(token),
    adminUserId: account.id,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}
