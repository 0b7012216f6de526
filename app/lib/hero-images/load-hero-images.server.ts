import type { AppLoadContext } from "react-router";
import { readListQuery } from "#app/lib/list-query";
import { readEditVersions } from "#core/edit-versions/read-edit-versions";
import { getHeroImageUsageStats, type HeroImageUsageStats } from "#core/hero-images/get-hero-image-usage-stats";
import { type HeroImageListItem, listHeroImages } from "#core/hero-images/list-hero-images";
import { HERO_PAGE_ASSIGNMENTS, type HeroPageAssignment } from "#rules/allowed-values";

/** The manager's page filter is `assignment` in the address; `page` belongs to pagination. */
export const ASSIGNMENT_FILTER = "assignment";

export type HeroImageManagerData = {
  /** Each with the version its edit form opens at (docs/decisions/052-stale-saves-are-refused.md). */
  images: (Omit<HeroImageListItem, "createdAt" | "updatedAt"> & { createdAt: string; editVersion: number })[];
  stats: HeroImageUsageStats;
  search: string;
  assignment: HeroPageAssignment | "all";
  /** Reading failed: the page shows an empty list and says so in a toast. */
  loadFailed: boolean;
};

const EMPTY_STATS: HeroImageUsageStats = {
  total: 0,
  active: 0,
  pagesCovered: 0,
  totalBytes: 0,
  byPage: Object.fromEntries(
    HERO_PAGE_ASSIGNMENTS.map((page) => [page, { count: 0, active: 0 }]),
  ) as HeroImageUsageStats["byPage"],
};

function assignmentOf(value: string | undefined): HeroPageAssignment | "all" {
  return (HERO_PAGE_ASSIGNMENTS as readonly string[]).includes(value ?? "") ? (value as HeroPageAssignment) : "all";
}

/** The list (searched and filtered) and the stats (over every image). A failed read degrades to an empty page. */
export async function loadHeroImageManager(request: Request, context: AppLoadContext): Promise<HeroImageManagerData> {
  const query = readListQuery(new URL(request.url), [ASSIGNMENT_FILTER]);
  const assignment = assignmentOf(query.filters[ASSIGNMENT_FILTER]);
  try {
    // The versions before the rows, so a form never looks newer than it is.
    const versions = await readEditVersions({ db: context.db, type: "hero_image" });
    const [images, stats] = await Promise.all([
      listHeroImages({ db: context.db, search: query.search, page: assignment }),
      getHeroImageUsageStats({ db: context.db }),
    ]);
    return {
      images: images.map(({ updatedAt: _, ...image }) => ({
        ...image,
        createdAt: image.createdAt.toISOString(),
        editVersion: versions[image.id] ?? 0,
      })),
      stats,
      search: query.search,
      assignment,
      loadFailed: false,
    };
  } catch (error) {
    context.logger.error({ err: error }, "hero images could not be read");
    return { images: [], stats: EMPTY_STATS, search: query.search, assignment, loadFailed: true };
  }
}
