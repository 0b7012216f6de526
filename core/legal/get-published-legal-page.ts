import type { Executor } from "#db/client";
import type { LegalPageSlug } from "#rules/allowed-values";
import { getLegalPage } from "./get-legal-page";
import { renderLegalMarkdown } from "./render-legal-markdown";

/** The page as visitors see it, or null while its text is empty (the page is hidden then). */
export async function getPublishedLegalPage({ db, slug }: { db: Executor; slug: LegalPageSlug }) {
  const page = await getLegalPage({ db, slug });
  if (page.body.trim() === "") return null;
  return { title: page.title, html: renderLegalMarkdown(page.body), updatedAt: page.updatedAt };
}
