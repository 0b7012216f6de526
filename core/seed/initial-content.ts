import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings, faqQuestions, legalPages } from "#db/schema";
import { ANOTHER_QUESTION, INITIAL_FAQ } from "./faq-content";
import { INITIAL_LEGAL_PAGES } from "./legal-content";

const MARKER = "initial_content_owner_pages";

/**
 * The content every site starts with, demo or not: the FAQ and the legal
 * pages. Added once (a marker row remembers it, also on sites that existed
 * before these pages did), so what the owner deletes stays deleted.
 */
export async function addInitialContent({ db }: { db: Executor }): Promise<boolean> {
  const claimed = await db
    .insert(appSettings)
    .values({ key: MARKER, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(faqQuestions);
  if (count === 0) {
    await db.insert(faqQuestions).values(
      INITIAL_FAQ.flatMap((category) =>
        category.items.map((item, index) => ({
          category: category.name,
          question: item.question,
          answer: item.answer.join("\n\n"),
          offersContact: item.question === ANOTHER_QUESTION,
          displayOrder: index + 1,
          status: "active",
        })),
      ),
    );
  }
  await db
    .insert(legalPages)
    .values(Object.entries(INITIAL_LEGAL_PAGES).map(([slug, page]) => ({ slug, ...page })))
    .onConflictDoNothing();
  return true;
}
