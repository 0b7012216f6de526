import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import { HERO_PAGES, type HeroPage } from "#rules/allowed-values";

/** Something the public site is missing or hiding, with what the owner needs to fix it. */
export type ContentWarning =
  /** The page shows no hero image of its own. */
  | { kind: "page-without-hero"; page: HeroPage }
  /** The events page lists no class at all. */
  | { kind: "no-upcoming-dates" }
  /** A published class type whose page lists no date. */
  | { kind: "class-type-without-dates"; classType: { id: string; title: string } }
  /** Active dates ahead that the site does not show, because their class type is a draft. */
  | { kind: "dates-under-draft-type"; classType: { id: string; title: string }; dates: number };

type ClassTypeRow = { id: string; title: string; status: string; upcoming: number };

/**
 * What the Overview warns about, read in two small queries: the active hero
 * image per page (at most one per page, by a unique index), and the class
 * types with their count of active dates from `today` on (served by the
 * (class_type_id, date) index). Class types are a short list the owner writes.
 */
export async function listContentWarnings({ db, today }: { db: Executor; today: string }): Promise<ContentWarning[]> {
  const heroes = await queryRows<{ page: string }>(
    db,
    sql`select page_assignment as "page" from hero_images where is_active`,
  );
  const covered = new Set(heroes.map((row) => row.page));
  const types = await queryRows<ClassTypeRow>(
    db,
    sql`
    select t.id, t.title, t.status,
      (select count(*) from class_instances i
        where i.class_type_id = t.id and i.status = 'active' and i.date >= ${today})::int as "upcoming"
    from class_types t
    where t.status in ('active', 'draft')
    order by lower(t.title), t.id
  `,
  );

  const warnings: ContentWarning[] = HERO_PAGES.filter((page) => !covered.has(page)).map((page) => ({
    kind: "page-without-hero" as const,
    page,
  }));
  const published = types.filter((row) => row.status === "active");
  if (!published.some((row) => row.upcoming > 0)) warnings.push({ kind: "no-upcoming-dates" });
  for (const row of published.filter((type) => type.upcoming === 0))
    warnings.push({ kind: "class-type-without-dates", classType: { id: row.id, title: row.title } });
  for (const row of types.filter((type) => type.status === "draft" && type.upcoming > 0))
    warnings.push({
      kind: "dates-under-draft-type",
      classType: { id: row.id, title: row.title },
      dates: row.upcoming,
    });
  return warnings;
}
