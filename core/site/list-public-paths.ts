import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { classTypes } from "#db/schema";

const PUBLIC_PAGE_PATHS = ["/", "/coaching", "/events", "/faq", "/about", "/get-started"] as const;

/** Every public page, class pages included, with when it last changed where known. */
export async function listPublicPaths({ db }: { db: Executor }): Promise<{ path: string; updatedAt?: Date }[]> {
  const classes = await db
    .select({ slug: classTypes.slug, updatedAt: classTypes.updatedAt })
    .from(classTypes)
    .where(eq(classTypes.status, "active"))
    .orderBy(classTypes.slug);
  return [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...classes.map((row) => ({ path: `/classes/${row.slug}`, updatedAt: row.updatedAt })),
  ];
}
