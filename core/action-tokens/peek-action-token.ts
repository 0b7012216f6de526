import type { Executor } from "#db/client";
import { actionTokens } from "#db/schema";
import type { ActionTokenPurpose } from "#rules/allowed-values";
import { usableActionToken } from "./usable-action-token";

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
  const [row] = await db
    .select({ targetId: actionTokens.targetId })
    .from(actionTokens)
    .where(usableActionToken(purpose, token));
  return row?.targetId ?? null;
}
