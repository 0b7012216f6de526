import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import { HERO_PAGE_ASSIGNMENTS, HERO_PAGES, type HeroPageAssignment } from "#rules/allowed-values";

export type HeroImageUsageStats = {
  total: number;
  active: number;
  /** Pages (out of five) that have an active image. */
  pagesCovered: number;
  /** Sum of the images' file sizes, in bytes. */
  totalBytes: number;
  byPage: Record<HeroPageAssignment, { count: number; active: number }>;
};

/** Counts for the manager's stat cards and Page Coverage grid, over every image whatever the filters. */
export async function getHeroImageUsageStats({ db }: { db: Executor }): Promise<HeroImageUsageStats> {
  const rows = await db
    .select({
      page: heroImages.pageAssignment,
      count: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${heroImages.isActive}))::int`,
      bytes: sql<string>`coalesce(sum(${heroImages.fileSize}), 0)::bigint`,
    })
    .from(heroImages)
    .groupBy(heroImages.pageAssignment);

  const byPage = Object.fromEntries(HERO_PAGE_ASSIGNMENTS.map((page) => [page, { count: 0, active: 0 }])) as Record<
    HeroPageAssignment,
    { count: number; active: number }
  >;
  let totalBytes = 0;
  for (const row of rows) {
    byPage[row.page as HeroPageAssignment] = { count: Number(row.count), active: Number(row.active) };
    totalBytes += Number(row.bytes);
  }
  const counts = Object.values(byPage);
  return {
    total: counts.reduce((sum, page) => sum + page.count, 0),
    active: counts.reduce((sum, page) => sum + page.active, 0),
    pagesCovered: HERO_PAGES.filter((page) => byPage[page].active > 0).length,
    totalBytes,
    byPage,
  };
}
