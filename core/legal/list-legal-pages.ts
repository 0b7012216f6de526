import type { Executor } from "#db/client";
import { legalPages } from "#db/schema";
import { LEGAL_PAGES, type LegalPageSlug } from "#rules/allowed-values";
import { LEGAL_PAGE_TITLES } from "#rules/legal-page";

export type LegalPage = { slug: LegalPageSlug; title: string; body: string; updatedAt: Date | null };

/** Both legal pages, with their default titles while they have never been saved. */
export async function listLegalPages({ db }: { db: Executor }): Promise<LegalPage[]> {
  const rows = await db.select().from(legalPages);
  return LEGAL_PAGES.map((slug) => {
    const row = rows.find((page) => page.slug === slug);
    return {
      slug,
      title: row?.title ?? LEGAL_PAGE_TITLES[slug],
      body: row?.body ?? "",
      updatedAt: row?.updatedAt ?? null,
    };
  });
}
