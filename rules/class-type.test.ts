import { describe, expect, it } from "vitest";
import { isClassSlug } from "./class-page";
import { CLASS_TYPE_MESSAGES, ClassTypeSchema, readClassTypeForm, slugify } from "./class-type";
import { fieldErrors } from "./form-text";

const valid = {
  title: "Budget Basics",
  slug: "budget-basics",
  description: "Build a budget that fits your real month.",
  category: "workshop",
  instructorId: "5b0c6c1e-3f55-4a55-9d2a-0f7e3f1e7a10",
  status: "active",
  whatYouGet: ["A template"],
  agenda: [{ time: "6:00 PM", topic: "Welcome", description: "" }],
  testimonials: [{ name: "Dee", quote: "Great." }],
};

function messages(input: Record<string, unknown>) {
  const result = ClassTypeSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(fieldErrors(result.error).map((e) => [e.field, e.message]));
}

describe("the slug rule", () => {
  it("tells an address that could be a class from one that cannot", () => {
    expect(isClassSlug("budget-basics")).toBe(true);
    for (const bad of ["", "Budget", "a/b", "a\u0000b", "café", "-a", "a--b", "x".repeat(121)]) {
      expect(isClassSlug(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("lower-cases, drops other characters, turns spaces into hyphens and collapses them", () => {
    expect(slugify("Budget Basics")).toBe("budget-basics");
    expect(slugify("Debt-Free  in 2025: A Plan!")).toBe("debt-free-in-2025-a-plan");
    expect(slugify("Money -- Talk")).toBe("money-talk");
    expect(slugify("Crème Brûlée ")).toBe("crme-brle");
    expect(slugify("!!!")).toBe("");
  });
});

describe("class type form rules", () => {
  it("gives every missing required field its message at once", () => {
    expect(messages({})).toEqual({
      title: CLASS_TYPE_MESSAGES.titleRequired,
      slug: CLASS_TYPE_MESSAGES.slugRequired,
      description: CLASS_TYPE_MESSAGES.descriptionRequired,
      instructorId: CLASS_TYPE_MESSAGES.instructorRequired,
    });
    expect(messages({ ...valid, title: "   ", description: "\n" })).toEqual({
      title: CLASS_TYPE_MESSAGES.titleRequired,
      description: CLASS_TYPE_MESSAGES.descriptionRequired,
    });
  });

  it("defaults to a draft workshop and refuses a category or status outside the allowed lists", () => {
    const parsed = ClassTypeSchema.parse({ ...valid, category: "", status: undefined });
    expect([parsed.category, parsed.status]).toEqual(["workshop", "draft"]);
    expect(messages({ ...valid, category: "party", status: "deleted" })).toEqual({
      category: CLASS_TYPE_MESSAGES.categoryInvalid,
      status: CLASS_TYPE_MESSAGES.statusInvalid,
    });
  });

  it("brings a hand-typed slug to the rule's shape", () => {
    expect(ClassTypeSchema.parse({ ...valid, slug: " My Class!! " }).slug).toBe("my-class");
  });

  it("drops blank list rows and keeps partly filled ones", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "T", slug: "t", description: "D", instructorId: "x" }))
      form.set(name, value);
    for (const item of ["  ", "Workbook", ""]) form.append("whatYouGet", item);
    for (const [time, topic, description] of [
      ["", " ", ""],
      ["7:00 PM", "", ""],
    ]) {
      form.append("agendaTime", time ?? "");
      form.append("agendaTopic", topic ?? "");
      form.append("agendaDescription", description ?? "");
    }
    form.append("testimonialName", "");
    form.append("testimonialQuote", "");
    const parsed = ClassTypeSchema.parse(readClassTypeForm(form));
    expect(parsed.whatYouGet).toEqual(["Workbook"]);
    expect(parsed.agenda).toEqual([{ time: "7:00 PM", topic: "", description: "" }]);
    expect(parsed.testimonials).toEqual([]);
  });
});
