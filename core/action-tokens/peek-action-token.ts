import { actionTokens } from "#db/schema";
import { type ActionTokenLink, usableActionToken } from "./usable-action-token";

/** What a link would act on, without using it (to show a page before the visitor confirms). */
export async function peekActionToken({ db, purpose, token }: ActionTokenLink): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ targetId: actionTokens.targetId })
    .from(actionTokens)
    .where(usableActionToken(purpose, token));
  return row?.targetId ?? null;
}
