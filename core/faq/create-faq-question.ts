import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { nextDisplayOrder } from "#core/display-order";
import { errorsOf } from "#core/errors-of";
import { invalid } from "#core/result";
import type { ContentSave, SaveOutcome } from "#core/write-content-row";
import { faqQuestions } from "#db/schema";
import { type FaqQuestionInput, FaqQuestionSchema } from "#rules/faq-question";
import { lockFaqOrder } from "./lock-faq-order";

/** Adds a question at the end of its category. */
export async function createFaqQuestion({ db, input, actor }: ContentSave<FaqQuestionInput>): Promise<SaveOutcome> {
  const parsed = FaqQuestionSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  return db.transaction(async (tx) => {
    await lockFaqOrder(tx);
    const displayOrder = await nextDisplayOrder({
      db: tx,
      table: faqQuestions,
      where: eq(faqQuestions.category, parsed.data.category),
    });
    const [row] = await tx
      .insert(faqQuestions)
      .values({ ...parsed.data, displayOrder })
      .returning({ id: faqQuestions.id });
    if (!row) throw new Error("the question was not added");
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "create",
        targetType: "faq_question",
        targetId: row.id,
        details: { question: parsed.data.question, category: parsed.data.category, status: parsed.data.status },
      },
    });
    return { ok: true, id: row.id };
  });
}
