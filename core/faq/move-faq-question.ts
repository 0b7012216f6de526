import { asc, eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Database } from "#db/client";
import { faqQuestions } from "#db/schema";
import { isUuid } from "#rules/ids";
import { lockFaqOrder } from "./faq-writes";

export type FaqMoveOutcome = { ok: true } | { ok: false; reason: "not-found" | "at-end" };

/**
 * Moves a question one place up or down within its category. Moves take one
 * lock on the FAQ and queue behind each other; the category is then numbered
 * 1, 2, 3... in its current order with the two swapped, so moves made at the
 * same moment never leave two questions sharing a place.
 */
export async function moveFaqQuestion({
  db,
  id,
  direction,
  actor,
}: {
  db: Database;
  id: string;
  direction: "up" | "down";
  actor: AuditActor;
}): Promise<FaqMoveOutcome> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx): Promise<FaqMoveOutcome> => {
    await lockFaqOrder(tx);
    const [moved] = await tx
      .select({ category: faqQuestions.category })
      .from(faqQuestions)
      .where(eq(faqQuestions.id, id));
    if (!moved) return { ok: false, reason: "not-found" };
    const siblings = await tx
      .select({ id: faqQuestions.id, displayOrder: faqQuestions.displayOrder })
      .from(faqQuestions)
      .where(eq(faqQuestions.category, moved.category))
      .orderBy(asc(faqQuestions.displayOrder), asc(faqQuestions.createdAt), asc(faqQuestions.id));
    const index = siblings.findIndex((row) => row.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    const neighbour = siblings[target];
    const self = siblings[index];
    if (!neighbour || !self) return { ok: false, reason: "at-end" };
    siblings[target] = self;
    siblings[index] = neighbour;
    for (const [place, row] of siblings.entries()) {
      if (row.displayOrder !== place + 1) {
        await tx
          .update(faqQuestions)
          .set({ displayOrder: place + 1 })
          .where(eq(faqQuestions.id, row.id));
      }
    }
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "faq_question",
        targetId: id,
        details: { move: direction, displayOrder: { from: index + 1, to: target + 1 } },
      },
    });
    return { ok: true };
  });
}
