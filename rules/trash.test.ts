import { describe, expect, it } from "vitest";
import { classInstanceDeleteQuestion } from "./class-instance";
import { deleteMessageConfirmation, deleteMessagesConfirmation } from "./contact-inbox";
import { faqDeleteQuestion } from "./faq-question";
import { heroImageDeleteConfirmation } from "./hero-image";
import { teamMemberDeleteQuestion } from "./team-member";
import { testimonialDeleteQuestion } from "./testimonial";
import { deleteQuestion, restoredManyMessage, TRASH_MESSAGES, trashDaysLeft } from "./trash";

describe("the delete questions", () => {
  it('ask "Are you sure you want to delete {name}?" and say the row can be restored from the Trash', () => {
    expect(deleteQuestion("Debt Basics")).toBe(
      "Are you sure you want to delete Debt Basics? You can restore it from the Trash for 30 days.",
    );
    expect(teamMemberDeleteQuestion("Jordan Lee")).toBe(
      "Are you sure you want to delete Jordan Lee? You can restore it from the Trash for 30 days.",
    );
    expect(heroImageDeleteConfirmation("Spring")).toBe(
      'Are you sure you want to delete "Spring"? You can restore it from the Trash for 30 days.',
    );
    expect(deleteMessageConfirmation("Ana Ruiz")).toBe(
      'Are you sure you want to delete "Ana Ruiz"? You can restore it from the Trash for 30 days.',
    );
    expect(testimonialDeleteQuestion("Sam")).toBe(
      "Are you sure you want to delete the testimonial from Sam? You can restore it from the Trash for 30 days.",
    );
    expect(faqDeleteQuestion("Do you offer refunds?")).toBe(
      'Are you sure you want to delete "Do you offer refunds?"? You can restore it from the Trash for 30 days.',
    );
  });

  it("of a class date people registered for, say how many and that a delete does not tell them", () => {
    const name = "Budget Basics on Sat, May 2, 2026";
    expect(classInstanceDeleteQuestion(name, { confirmed: 0, waitlisted: 0 })).toBe(deleteQuestion(name));
    expect(classInstanceDeleteQuestion(name, { confirmed: 3, waitlisted: 2 })).toBe(
      "Are you sure you want to delete Budget Basics on Sat, May 2, 2026? 3 people are registered for it and 2 are on its waitlist. They are not told automatically: email them first from its attendee list. You can restore it from the Trash for 30 days.",
    );
    expect(classInstanceDeleteQuestion(name, { confirmed: 1, waitlisted: 0 })).toContain(
      "? 1 person is registered for it. They are not told automatically",
    );
    expect(classInstanceDeleteQuestion(name, { confirmed: 0, waitlisted: 1 })).toContain(
      "? 1 person is on its waitlist. They are not told automatically",
    );
    expect(classInstanceDeleteQuestion(name, { confirmed: 2, waitlisted: 1 })).toContain(
      "2 people are registered for it and 1 is on its waitlist.",
    );
  });

  it("speak of several rows in the plural", () => {
    expect(deleteMessagesConfirmation(3)).toBe(
      "Are you sure you want to delete 3 messages? You can restore them from the Trash for 30 days.",
    );
    expect(deleteMessagesConfirmation(1)).toBe(
      "Are you sure you want to delete 1 message? You can restore it from the Trash for 30 days.",
    );
  });

  it("never claim that a delete cannot be undone, while deleting forever still says so", () => {
    for (const question of [deleteQuestion("X"), deleteMessagesConfirmation(2), heroImageDeleteConfirmation("X")]) {
      expect(question).not.toContain("cannot be undone");
    }
    expect(TRASH_MESSAGES.purgeQuestion("X")).toContain("This cannot be undone");
  });

  it("after an Undo of several, say how many came back and name each that did not, with why", () => {
    const base = { total: 3, kind: "contact_message" as const, reasons: [], missing: 0 };
    expect(restoredManyMessage({ ...base, restored: 3 })).toBe("Restored 3 messages");
    expect(
      restoredManyMessage({
        ...base,
        restored: 1,
        kind: null,
        reasons: [
          TRASH_MESSAGES.notRestored(
            "Budget Basics, 2026-05-01 10:00",
            TRASH_MESSAGES.needsClassTypeReason("Budget Basics"),
          ),
        ],
        missing: 1,
      }),
    ).toBe(
      'Restored 1 of 3 items. "Budget Basics, 2026-05-01 10:00" could not be restored: restore the class type "Budget Basics" first. 1 item was no longer in the trash (restored or deleted forever meanwhile).',
    );
    expect(restoredManyMessage({ ...base, restored: 0, missing: 3 })).toBe(
      "Nothing was restored. 3 items were no longer in the trash (restored or deleted forever meanwhile).",
    );
  });

  it("counts the days left in the trash", () => {
    const deletedAt = new Date("2026-01-01T00:00:00Z");
    expect(trashDaysLeft(deletedAt, new Date("2026-01-01T00:00:00Z"))).toBe(30);
    expect(trashDaysLeft(deletedAt, new Date("2026-03-01T00:00:00Z"))).toBe(0);
  });
});
