import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { faqQuestions } from "#db/schema";
import { isUuid } from "#rules/ids";

export type FaqQuestion = typeof faqQuestions.$inferSelect;

/** Every question, drafts included, by category and then the owner's order. */
export async function listFaqQuestions({ db }: { db: Executor }): Promise<FaqQuestion[]> {
  return db
    .select()
    .from(faqQuestions)
    .orderBy(asc(faqQuestions.category), asc(faqQuestions.displayOrder), asc(faqQuestions.createdAt));
}

export async function getFaqQuestion({ db, id }: { db: Executor; id: string }): Promise<FaqQuestion | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(faqQuestions).where(eq(faqQuestions.id, id));
  return row ?? null;
}
