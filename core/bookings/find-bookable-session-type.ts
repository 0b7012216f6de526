import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { sessionTypes } from "#db/schema";
import { slugify } from "#rules/session-type";
import type { SessionTypeRow } from "./load-slot-rules";

/** The active session type at /book/{slug}; null for a draft, a deleted type or an unknown address. */
export async function findBookableSessionType({
  db,
  slug,
}: {
  db: Executor;
  slug: string;
}): Promise<SessionTypeRow | null> {
  // Every stored slug has the slug shape; anything else (a NUL byte, say) is not asked of the database.
  if (slug.length === 0 || slug.length > 200 || slugify(slug) !== slug) return null;
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.slug, slug), eq(sessionTypes.status, "active")));
  return row ?? null;
}
