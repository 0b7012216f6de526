import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { faqQuestions } from "#db/schema";
import { FAQ_CATEGORIES, type FaqCategoryName } from "#rules/allowed-values";
import { renderMarkdown } from "#rules/markdown";

export type PublicFaqItem = {
  id: string;
  question: string;
  /** The answer's paragraphs as typed, for the page's structured data. */
  answer: string[];
  /** The answer as the page shows it: the owner's Markdown, rendered (rules/markdown.ts). */
  answerHtml: string;
  offersContact: boolean;
};

export type PublicFaqCategory = { name: FaqCategoryName; items: PublicFaqItem[] };

/** The active questions by category, in the owner's order; categories without any are left out. */
export async function listPublicFaq({ db }: { db: Executor }): Promise<PublicFaqCategory[]> {
  const rows = await db
    .select()
    .from(faqQuestions)
    .where(eq(faqQuestions.status, "active"))
    .orderBy(asc(faqQuestions.displayOrder), asc(faqQuestions.createdAt));
  return FAQ_CATEGORIES.map((name) => ({
    name,
    items: rows
      .filter((row) => row.category === name)
      .map((row) => ({
        id: row.id,
        question: row.question,
        answer: answerParagraphs(row.answer),
        answerHtml: renderMarkdown(row.answer),
        offersContact: row.offersContact,
      })),
  })).filter((category) => category.items.length > 0);
}

/** An answer as typed: paragraphs separated by blank lines. */
function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
