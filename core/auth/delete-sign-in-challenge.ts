import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminSignInChallenges } from "#db/schema";
import { hashSessionToken } from "./session-token";

export async function deleteSignInChallenge({ db, token }: { db: Executor; token: string }) {
  await db.delete(adminSignInChallenges).where(eq(adminSignInChallenges.id, hashSessionToken(token)));
}
