import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { faqQuestions } from "#db/schema";
import { isUuid } from "#rules/ids";
import type { FaqQuestion } from "./list-faq-questions";

export async function getFaqQuestion({ db, id }: { db: Executor; id: string }): Promise<FaqQuestion | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(faqQuestions).where(eq(faqQuestions.id, id));
  return row ?? null;
}
