import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { isNewsletterSlug } from "#rules/newsletter";
import { archivedIssueColumns, archivedIssues } from "./archived-issues";

export type ArchivedIssue = {
  id: string;
  slug: string;
  subject: string;
  previewText: string;
  /** Markdown (rules/markdown.ts). */
  body: string;
  sentAt: Date;
};

/** One issue of the public archive by its address, or null when there is none or it is not in the archive. */
export async function getArchivedIssue({ db, slug }: { db: Executor; slug: string }): Promise<ArchivedIssue | null> {
  if (!isNewsletterSlug(slug)) return null;
  const [row] = await db
    .select(archivedIssueColumns)
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), archivedIssues()));
  return row ?? null;
}
