import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classInstances } from "#db/schema";
import { isUuid } from "#rules/ids";

type ClassInstanceForEditing = typeof classInstances.$inferSelect;

/** A scheduled class as its form shows it; null when there is none with this id. */
export async function getClassInstanceForEditing({
  db,
  id,
}: {
  db: Executor;
  id: string;
}): Promise<ClassInstanceForEditing | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(classInstances).where(eq(classInstances.id, id)).limit(1);
  return row ?? null;
}
