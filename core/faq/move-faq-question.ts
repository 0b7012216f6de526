import { asc, eq } from "drizzle-orm";
import type { AuditActor } from "#core/audit/record-audit-event";
import { type MoveDirection, type MoveOutcome, swapDisplayOrder } from "#core/display-order";
import { NOT_FOUND } from "#core/result";
import type { Database } from "#db/client";
import { faqQuestions } from "#db/schema";
import { isUuid } from "#rules/ids";
import { lockFaqOrder } from "./lock-faq-order";

/**
 * Moves a question one place up or down within its category. Moves take one
 * lock on the FAQ and queue behind each other, so moves made at the same
 * moment never leave two questions sharing a place.
 */
export async function moveFaqQuestion({
  db,
  id,
  direction,
  actor,
}: {
  db: Database;
  id: string;
  direction: MoveDirection;
  actor: AuditActor;
}): Promise<MoveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<MoveOutcome> => {
    await lockFaqOrder(tx);
    const [moved] = await tx
      .select({ category: faqQuestions.category })
      .from(faqQuestions)
      .where(eq(faqQuestions.id, id));
    if (!moved) return NOT_FOUND;
    const siblings = await tx
      .select({ id: faqQuestions.id, displayOrder: faqQuestions.displayOrder })
      .from(faqQuestions)
      .where(eq(faqQuestions.category, moved.category))
      .orderBy(asc(faqQuestions.displayOrder), asc(faqQuestions.createdAt), asc(faqQuestions.id));
    return swapDisplayOrder({
      tx,
      table: faqQuestions,
      everyone: siblings,
      shown: siblings,
      id,
      direction,
      actor,
      targetType: "faq_question",
    });
  });
}
