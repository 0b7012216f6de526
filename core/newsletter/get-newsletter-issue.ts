import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { newsletterIssues } from "#db/schema";
import { isUuid } from "#rules/ids";

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

export async function getNewsletterIssue({ db, id }: { db: Executor; id: string }): Promise<NewsletterIssue | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row ?? null;
}
