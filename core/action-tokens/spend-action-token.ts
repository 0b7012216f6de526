import { sql } from "drizzle-orm";
import { actionTokens } from "#db/schema";
import { type ActionTokenLink, usableActionToken } from "./usable-action-token";

/** Uses a link once: returns what it acts on, or null when it is unknown, used or expired. */
export async function spendActionToken({ db, purpose, token }: ActionTokenLink): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(usableActionToken(purpose, token))
    .returning({ targetId: actionTokens.targetId });
  return row?.targetId ?? null;
}
