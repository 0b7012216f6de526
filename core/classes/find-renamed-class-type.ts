import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classTypeSlugHistory, classTypes } from "#db/schema";

/** The current slug of the class type that once answered at `slug`, or null when no class type did. */
export async function findRenamedClassType({ db, slug }: { db: Executor; slug: string }): Promise<string | null> {
  const [row] = await db
    .select({ slug: classTypes.slug })
    .from(classTypeSlugHistory)
    .innerJoin(classTypes, eq(classTypes.id, classTypeSlugHistory.classTypeId))
    .where(eq(classTypeSlugHistory.slug, slug))
    .limit(1);
  return row?.slug ?? null;
}
