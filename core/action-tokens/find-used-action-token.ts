import { and, eq, isNotNull } from "drizzle-orm";
import { hashSessionToken } from "#core/auth/session-token";
import { actionTokens } from "#db/schema";
import type { ActionTokenLink } from "./usable-action-token";

/** What a link that was already used acted on, or null when it is unknown or was never used. */
export async function findUsedActionToken({ db, purpose, token }: ActionTokenLink): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ targetId: actionTokens.targetId })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.id, hashSessionToken(token)),
        eq(actionTokens.purpose, purpose),
        isNotNull(actionTokens.usedAt),
      ),
    );
  return row?.targetId ?? null;
}
