import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addInitialContent } from "#core/seed/initial-content";
import { auditLog, faqQuestions } from "#db/schema";
import { FAQ_MESSAGES } from "#rules/faq-question";
import { withTestDatabase } from "#tests/setup/database";
import { createFaqQuestion } from "./create-faq-question";
import { deleteFaqQuestion } from "./delete-faq-question";
import { listPublicFaq } from "./list-public-faq";
import { moveFaqQuestion } from "./move-faq-question";
import { updateFaqQuestion } from "./update-faq-question";

const database = withTestDatabase();
const actor = { adminUserId: null, actorEmail: "owner@example.com", ipAddress: "203.0.113.7" };

async function questionsIn(category: string) {
  return database
    .db()
    .select({ id: faqQuestions.id, question: faqQuestions.question, displayOrder: faqQuestions.displayOrder })
    .from(faqQuestions)
    .where(eq(faqQuestions.category, category))
    .orderBy(asc(faqQuestions.displayOrder));
}

describe("the FAQ", () => {
  it("starts with the four categories and their questions, once", async () => {
    expect(await addInitialContent({ db: database.db() })).toBe(true);
    const faq = await listPublicFaq({ db: database.db() });
    expect(faq.map((category) => category.name)).toEqual(["General", "Coaching", "Pricing", "Events"]);
    const another = faq[0]?.items.find((item) => item.question === "What if I have another question?");
    expect(another?.offersContact).toBe(true);
    // A second start adds nothing, even after the owner deleted a question.
    const [first] = await questionsIn("General");
    await deleteFaqQuestion({ db: database.db(), id: first?.id ?? "", actor });
    expect(await addInitialContent({ db: database.db() })).toBe(false);
    expect(await questionsIn("General")).toHaveLength(3);
  });

  it("shows only active questions publicly, answers split into paragraphs", async () => {
    const draft = await createFaqQuestion({
      db: database.db(),
      input: { category: "Pricing", question: "Is there a discount?", answer: "Not yet.", status: "draft" },
      actor,
    });
    await createFaqQuestion({
      db: database.db(),
      input: {
        category: "Pricing",
        question: "Do you take cards?",
        answer: "Yes.\n\nAll major cards.",
        status: "active",
      },
      actor,
    });
    expect(draft.ok).toBe(true);
    expect(await listPublicFaq({ db: database.db() })).toEqual([
      {
        name: "Pricing",
        items: [expect.objectContaining({ question: "Do you take cards?", answer: ["Yes.", "All major cards."] })],
      },
    ]);
  });

  it("refuses an empty question or an unknown category with the messages", async () => {
    const result = await createFaqQuestion({
      db: database.db(),
      input: { category: "Gossip", question: "  ", answer: "", status: "active" },
      actor,
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        category: FAQ_MESSAGES.categoryInvalid,
        question: FAQ_MESSAGES.questionRequired,
        answer: FAQ_MESSAGES.answerRequired,
      },
    });
    expect(await database.db().select().from(faqQuestions)).toHaveLength(0);
  });

  it("moves a question to the end of another category and records the changed fields", async () => {
    await addInitialContent({ db: database.db() });
    const [moved] = await questionsIn("General");
    const result = await updateFaqQuestion({
      db: database.db(),
      id: moved?.id ?? "",
      input: { category: "Events", question: moved?.question ?? "", answer: "A new answer.", status: "active" },
      actor,
    });
    expect(result.ok).toBe(true);
    expect((await questionsIn("Events")).at(-1)).toMatchObject({ id: moved?.id, displayOrder: 4 });
    const [event] = await database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, moved?.id ?? ""));
    expect(event?.details).toMatchObject({
      changes: { category: { from: "General", to: "Events" }, answer: { to: "A new answer." } },
    });
  });

  it("keeps every place distinct when moves happen at the same moment", async () => {
    await addInitialContent({ db: database.db() });
    const before = await questionsIn("Coaching");
    const moves = before.flatMap((row) =>
      (["up", "down"] as const).map((direction) =>
        moveFaqQuestion({ db: database.db(), id: row.id, direction, actor }),
      ),
    );
    const outcomes = await Promise.all(moves);
    // Each move either happened or found its question already at the end, in whatever order they queued.
    for (const outcome of outcomes)
      expect([true, "at-end"]).toContain(outcome.ok || (outcome.error === "conflict" && outcome.conflict));
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThanOrEqual(2);
    const after = await questionsIn("Coaching");
    expect(after.map((row) => row.displayOrder)).toEqual([1, 2, 3]);
    expect(new Set(after.map((row) => row.id))).toEqual(new Set(before.map((row) => row.id)));
  });

  it("moves a question up past its neighbour", async () => {
    await addInitialContent({ db: database.db() });
    const [first, second] = await questionsIn("Pricing");
    expect(await moveFaqQuestion({ db: database.db(), id: second?.id ?? "", direction: "up", actor })).toEqual({
      ok: true,
    });
    expect((await questionsIn("Pricing")).slice(0, 2).map((row) => row.id)).toEqual([second?.id, first?.id]);
    expect(await moveFaqQuestion({ db: database.db(), id: second?.id ?? "", direction: "up", actor })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "at-end",
    });
  });
});
