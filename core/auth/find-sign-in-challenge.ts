import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminSignInChallenges, adminUsers } from "#db/schema";
import { hashSessionToken } from "./session-token";

/** The account waiting on this challenge, while it is fresh. */
export async function findSignInChallenge({ db, token, now }: { db: Executor; token: string; now: Date }) {
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      totpSecret: adminUsers.totpSecret,
      totpLastStep: adminUsers.totpLastStep,
    })
    .from(adminSignInChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSignInChallenges.adminUserId))
    .where(and(eq(adminSignInChallenges.id, hashSessionToken(token)), gt(adminSignInChallenges.expiresAt, now)));
  return row ?? null;
}
