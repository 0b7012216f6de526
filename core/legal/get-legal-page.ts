import type { Executor } from "#db/client";
import type { LegalPageSlug } from "#rules/allowed-values";
import { type LegalPage, listLegalPages } from "./list-legal-pages";

export async function getLegalPage({ db, slug }: { db: Executor; slug: LegalPageSlug }): Promise<LegalPage> {
  const pages = await listLegalPages({ db });
  return pages.find((page) => page.slug === slug) as LegalPage;
}
