import { eq, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { invalid, NOT_FOUND } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import { type ContentSave, errorsOf, type SaveOutcome } from "#core/write-content-row";
import type { Database, Executor } from "#db/client";
import { faqQuestions } from "#db/schema";
import { type FaqQuestionFields, type FaqQuestionInput, FaqQuestionSchema } from "#rules/faq-question";
import { isUuid } from "#rules/ids";

/** One lock for every change to the FAQ's order, so concurrent changes queue up. */
export async function lockFaqOrder(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('faq_questions'))`);
}

async function nextOrderIn(db: Executor, category: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${faqQuestions.displayOrder}), 0)::int + 1` })
    .from(faqQuestions)
    .where(eq(faqQuestions.category, category));
  return row?.next ?? 1;
}

/** Adds a question at the end of its category. */
export async function createFaqQuestion({ db, input, actor }: ContentSave<FaqQuestionInput>): Promise<SaveOutcome> {
  const parsed = FaqQuestionSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  return db.transaction(async (tx) => {
    await lockFaqOrder(tx);
    const displayOrder = await nextOrderIn(tx, parsed.data.category);
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

/** Saves the form over a question; moving it to another category puts it at the end there. */
export async function updateFaqQuestion({
  db,
  id,
  input,
  actor,
}: ContentSave<FaqQuestionInput> & { id: string }): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = FaqQuestionSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    await lockFaqOrder(tx);
    const [current] = await tx.select().from(faqQuestions).where(eq(faqQuestions.id, id)).for("update");
    if (!current) return NOT_FOUND;
    const values: FaqQuestionFields & { displayOrder?: number } = { ...parsed.data };
    if (current.category !== values.category) values.displayOrder = await nextOrderIn(tx, values.category);
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

/** Moves a question to the trash (docs/decisions/034-trash.md). */
export async function deleteFaqQuestion({
  db,
  id,
  actor,
}: {
  db: Database;
  id: string;
  actor: AuditActor;
}): Promise<{ ok: true; trashId: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const trashed = await moveToTrash({ db: tx, kind: "faq_question", id, actor });
    return trashed.ok ? { ok: true as const, trashId: trashed.trashId } : { ok: false as const };
  });
}
