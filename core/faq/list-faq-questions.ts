import { asc } from "drizzle-orm";
import type { Executor } from "#db/client";
import { faqQuestions } from "#db/schema";

export type FaqQuestion = typeof faqQuestions.$inferSelect;

/** Every question, drafts included, by category and then the owner's order. */
export async function listFaqQuestions({ db }: { db: Executor }): Promise<FaqQuestion[]> {
  return db
    .select()
    .from(faqQuestions)
    .orderBy(asc(faqQuestions.category), asc(faqQuestions.displayOrder), asc(faqQuestions.createdAt));
}
