import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { sessionTypes } from "#db/schema";
import { isUuid } from "#rules/ids";

export type SessionType = typeof sessionTypes.$inferSelect;

/** One session type; null when there is no such row. */
export async function getSessionType({ db, id }: { db: Executor; id: string }): Promise<SessionType | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id));
  return row ?? null;
}
