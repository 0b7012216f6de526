import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { nextDisplayOrder } from "#core/display-order";
import { checkEditVersion } from "#core/edit-versions/check-edit-version";
import { errorsOf } from "#core/errors-of";
import { invalid, NOT_FOUND } from "#core/result";
import type { ContentSave, SaveOutcome } from "#core/write-content-row";
import { faqQuestions } from "#db/schema";
import { type FaqQuestionFields, type FaqQuestionInput, FaqQuestionSchema } from "#rules/faq-question";
import { isUuid } from "#rules/ids";
import { lockFaqOrder } from "./lock-faq-order";

/**
 * Saves the form over a question, unless it was saved after `opened`; moving
 * it to another category puts it at the end there.
 */
export async function updateFaqQuestion({
  db,
  id,
  input,
  actor,
  opened,
}: ContentSave<FaqQuestionInput> & { id: string }): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = FaqQuestionSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const stale = await checkEditVersion({ tx, type: "faq_question", id, opened });
    if (stale) return stale;
    await lockFaqOrder(tx);
    const [current] = await tx.select().from(faqQuestions).where(eq(faqQuestions.id, id)).for("update");
    if (!current) return NOT_FOUND;
    const values: FaqQuestionFields & { displayOrder?: number } = { ...parsed.data };
    if (current.category !== values.category) {
      values.displayOrder = await nextDisplayOrder({
        db: tx,
        table: faqQuestions,
        where: eq(faqQuestions.category, values.category),
      });
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, to] of Object.entries(values)) {
      const from = current[field as keyof typeof current];
      if (from !== to) changes[field] = { from, to };
    }
    await tx.update(faqQuestions).set(values).where(eq(faqQuestions.id, id));
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "faq_question",
        targetId: id,
        details: { question: values.question, changes },
      },
    });
    return { ok: true, id };
  });
}
