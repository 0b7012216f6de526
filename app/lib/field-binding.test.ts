import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { CLASS_INSTANCE_LIMITS, classInstanceSchema } from "#rules/class-instance";
import { CLASS_TYPE_LIMITS, ClassTypeSchema } from "#rules/class-type";
import { FaqQuestionSchema } from "#rules/faq-question";
import { HeroImageSchema } from "#rules/hero-image";
import { SessionTypeSchema } from "#rules/session-type";
import { TeamMemberSchema } from "#rules/team-member";
import { TestimonialSchema } from "#rules/testimonial";
import { bindFields, fieldConstraint, fieldConstraints } from "./field-binding";

const EDITOR_SCHEMAS = {
  "team member": TeamMemberSchema,
  testimonial: TestimonialSchema,
  "class type": ClassTypeSchema,
  "class date": classInstanceSchema({ today: "2026-01-01" }),
  "hero image": HeroImageSchema,
  "session type": SessionTypeSchema,
  "FAQ question": FaqQuestionSchema,
};

const messages = (schema: z.core.$ZodType, value: string) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

/** The value just past the limit gets a message the value at the limit does not (other checks aside, e.g. a clock time). */
function expectLimit(schema: z.core.$ZodType, within: string, beyond: string, at: string) {
  const inside = messages(schema, within);
  expect(
    messages(schema, beyond).filter((message) => !inside.includes(message)),
    at,
  ).not.toEqual([]);
}

describe("constraints read from the rules' schemas", () => {
  it("marks required exactly the fields whose empty value the schema refuses", () => {
    const required = (schema: Parameters<typeof fieldConstraints>[0]) =>
      Object.entries(fieldConstraints(schema))
        .filter(([, constraint]) => constraint.required)
        .map(([name]) => name);
    expect(required(TeamMemberSchema)).toEqual(["name", "role", "bio", "displayOrder", "status"]);
    expect(required(TestimonialSchema)).toEqual(["name", "location", "quote", "displayOrder", "status"]);
    // A blank category or status takes the default; the address is required only for a class in a room.
    expect(required(ClassTypeSchema)).toEqual(["title", "slug", "description", "instructorId"]);
    expect(required(EDITOR_SCHEMAS["class date"])).toEqual([
      "classTypeId",
      "date",
      "time",
      "location",
      "price",
      "capacity",
    ]);
    expect(required(HeroImageSchema)).toEqual(["name"]);
  });

  it("gives each field the length and range the schema checks, so the browser and the messages agree", () => {
    for (const [form, schema] of Object.entries(EDITOR_SCHEMAS)) {
      for (const [name, field] of Object.entries(schema.shape)) {
        const { maxLength, min, max } = fieldConstraint(field);
        const at = `${form} ${name}`;
        // A link too long gets the same message as a broken one, so the filler is a link.
        const text = (length: number) => (name === "registrationUrl" ? "https://a.example/" : "").padEnd(length, "x");
        if (maxLength !== undefined) expectLimit(field, text(maxLength), text(maxLength + 1), at);
        if (min !== undefined) {
          expect(messages(field, String(min)), at).toEqual([]);
          expectLimit(field, String(min), String(min - 1), at);
        }
        if (max !== undefined) {
          expect(messages(field, String(max)), at).toEqual([]);
          expectLimit(field, String(max), String(max + 1), at);
        }
      }
    }
  });

  it("reads the limits written in rules/", () => {
    const classType = fieldConstraints(ClassTypeSchema);
    expect(classType.howToPay).toEqual({ required: false, maxLength: CLASS_TYPE_LIMITS.howToPayMax });
    expect(classType.title.maxLength).toBe(CLASS_TYPE_LIMITS.titleMax);
    const classDate = fieldConstraints(EDITOR_SCHEMAS["class date"]);
    expect(classDate.durationMinutes).toEqual({
      required: false,
      type: "number",
      inputMode: "numeric",
      min: CLASS_INSTANCE_LIMITS.durationMin,
      max: CLASS_INSTANCE_LIMITS.durationMax,
    });
    // "Greater than 0" on a whole number is 1 or more.
    expect(classDate.capacity).toMatchObject({ required: true, min: 1, max: CLASS_INSTANCE_LIMITS.capacityMax });
    expect(classDate.availableSpots).toMatchObject({ required: false, min: 0 });
    expect(fieldConstraints(TeamMemberSchema).displayOrder).toMatchObject({ required: true, min: 1, max: 1_000_000 });
  });

  it("gives a pattern only where the value is checked as typed", () => {
    expect(fieldConstraint(z.string().check(z.regex(/^[A-Z]{2}$/))).pattern).toBe("^[A-Z]{2}$");
    expect(fieldConstraint(z.string().check(z.minLength(8))).minLength).toBe(8);
    // The country is upper-cased before its check, so "us" is fine to type.
    expect(fieldConstraints(EDITOR_SCHEMAS["class date"]).addressCountry.pattern).toBeUndefined();
  });
});

describe("bindFields", () => {
  it("gives a field its id, name, saved value, message and constraints", () => {
    const field = bindFields(TeamMemberSchema, {
      values: { name: "Ana", displayOrder: 3 },
      errors: { name: "Too long" },
    });
    expect(field("name")).toEqual({
      id: "name",
      name: "name",
      defaultValue: "Ana",
      error: "Too long",
      required: true,
      maxLength: 100,
    });
    expect(field("displayOrder").defaultValue).toBe(3);
    expect(field("quote")).toMatchObject({ defaultValue: undefined, error: undefined, required: false });
  });

  it("leaves the saved value out of a field the page keeps in state, and prefixes ids", () => {
    const field = bindFields(HeroImageSchema, { values: { name: "Old" }, errors: {}, idPrefix: "hero-" });
    const name = field("name", { value: "Typed" });
    expect(name).toMatchObject({ id: "hero-name", name: "name", value: "Typed" });
    expect(name).not.toHaveProperty("defaultValue");
  });
});
