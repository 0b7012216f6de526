import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classTypeSlugHistory } from "#db/schema";

/**
 * Keeps the old address of a renamed class type so links to it keep working.
 * A slug in use by a class type is never an old address: saving one takes it out of the history.
 */
export async function rememberSlugChange({
  db,
  classTypeId,
  previousSlug,
  slug,
}: {
  db: Executor;
  classTypeId: string;
  previousSlug: string | null;
  slug: string;
}): Promise<void> {
  await db.delete(classTypeSlugHistory).where(eq(classTypeSlugHistory.slug, slug));
  if (previousSlug === null || previousSlug === slug) return;
  await db
    .insert(classTypeSlugHistory)
    .values({ slug: previousSlug, classTypeId })
    .onConflictDoUpdate({ target: classTypeSlugHistory.slug, set: { classTypeId, createdAt: new Date() } });
}
