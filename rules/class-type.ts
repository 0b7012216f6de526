import { z } from "zod/mini";
import { ADMIN_FORM_MESSAGES } from "./admin-form";
import { managerWords } from "./admin-verbs";
import { CLASS_CATEGORIES, CLASS_STATUSES } from "./allowed-values";
import { CLASS_SLUG_MAX, slugify } from "./class-page";
import { cleanText, textField } from "./form-text";

/** The class type form's rules and messages, word for word as the back office shows them. */

export { slugify };

/** What a new class type starts with: the editor's empty form, the schema's fallback and the columns' defaults in db/schema.ts. */
export const CLASS_TYPE_DEFAULTS = {
  category: "workshop",
  status: "draft",
} as const satisfies { category: (typeof CLASS_CATEGORIES)[number]; status: (typeof CLASS_STATUSES)[number] };

export const CLASS_TYPE_LIMITS = {
  titleMax: 200,
  slugMax: CLASS_SLUG_MAX,
  descriptionMax: 10_000,
  howToPayMax: 1_000,
  itemMax: 2_000,
  rowsMax: 50,
} as const;

export const CLASS_TYPE_MESSAGES = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  instructorRequired: "Instructor is required",
  fixErrors: ADMIN_FORM_MESSAGES.fixErrors,
  created: "Class type created successfully",
  updated: "Class type updated successfully",
  createFailed: (reason: string) => `Failed to create class type: ${reason}`,
  updateFailed: (reason: string) => `Failed to update class type: ${reason}`,
  notFound: "Class type not found",
  notFoundForUpdate: "Class type not found for update",
  // Worded like the messages above, which name the field and what it must be.
  titleTooLong: `Title must be less than ${CLASS_TYPE_LIMITS.titleMax} characters`,
  slugRequired: "Slug is required",
  slugTooLong: `Slug must be less than ${CLASS_TYPE_LIMITS.slugMax} characters`,
  slugTaken: "This slug is already used by another class type",
  descriptionTooLong: `Description must be less than ${CLASS_TYPE_LIMITS.descriptionMax} characters`,
  categoryInvalid: "Please choose a category",
  statusInvalid: "Please choose a status",
  instructorInactive: "Instructor must be an active team member",
  instructorInactiveHint: "This instructor is inactive. The class keeps them until you choose another.",
  howToPayTooLong: `How to pay must be less than ${CLASS_TYPE_LIMITS.howToPayMax} characters`,
  itemTooLong: `Each entry must be less than ${CLASS_TYPE_LIMITS.itemMax} characters`,
  tooManyRows: `A list can have at most ${CLASS_TYPE_LIMITS.rowsMax} rows`,
  deleted: "Class type deleted successfully",
  deleteFailed: "Failed to delete class type",
  hasClasses: (count: number) =>
    `This class type has ${count} scheduled ${count === 1 ? "class" : "classes"}. Delete them or move them to another class type first, or archive this class type instead.`,
} as const;

const text = (value: unknown) => cleanText(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Submitted rows with every field trimmed; rows left entirely blank are dropped, so an unused row saves nothing. */
function rows<Field extends string>(fields: readonly Field[]) {
  return (value: unknown): Record<Field, string>[] =>
    list(value)
      .map((row) => {
        const record = (row && typeof row === "object" ? row : {}) as Record<string, unknown>;
        return Object.fromEntries(fields.map((field) => [field, text(record[field])])) as Record<Field, string>;
      })
      .filter((row) => fields.some((field) => row[field] !== ""));
}

const withinLimits = <Row>(rowText: (row: Row) => string[]) =>
  z.array(z.custom<Row>()).check(
    z.maxLength(CLASS_TYPE_LIMITS.rowsMax, { error: CLASS_TYPE_MESSAGES.tooManyRows, abort: true }),
    z.refine(
      (all: Row[]) => all.every((row) => rowText(row).every((part) => part.length <= CLASS_TYPE_LIMITS.itemMax)),
      {
        error: CLASS_TYPE_MESSAGES.itemTooLong,
      },
    ),
  );

const oneOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  error: string,
  fallback: Values[number],
) =>
  z.pipe(
    z.transform((value: unknown) => text(value) || fallback),
    z.enum(values, { error }),
  );

export const ClassTypeSchema = z.object({
  title: textField(
    z.minLength(1, { error: CLASS_TYPE_MESSAGES.titleRequired, abort: true }),
    z.maxLength(CLASS_TYPE_LIMITS.titleMax, { error: CLASS_TYPE_MESSAGES.titleTooLong }),
  ),
  // The form fills the slug from the title; whatever is sent is brought to the same shape.
  slug: z.pipe(
    z.transform((value: unknown) => slugify(text(value))),
    z
      .string()
      .check(
        z.minLength(1, { error: CLASS_TYPE_MESSAGES.slugRequired, abort: true }),
        z.maxLength(CLASS_TYPE_LIMITS.slugMax, { error: CLASS_TYPE_MESSAGES.slugTooLong }),
      ),
  ),
  description: textField(
    z.minLength(1, { error: CLASS_TYPE_MESSAGES.descriptionRequired, abort: true }),
    z.maxLength(CLASS_TYPE_LIMITS.descriptionMax, { error: CLASS_TYPE_MESSAGES.descriptionTooLong }),
  ),
  // Optional: a free class, or one paid on a page the owner links to, may need no words here.
  howToPay: textField(z.maxLength(CLASS_TYPE_LIMITS.howToPayMax, { error: CLASS_TYPE_MESSAGES.howToPayTooLong })),
  category: oneOf(CLASS_CATEGORIES, CLASS_TYPE_MESSAGES.categoryInvalid, CLASS_TYPE_DEFAULTS.category),
  instructorId: textField(z.minLength(1, { error: CLASS_TYPE_MESSAGES.instructorRequired })),
  status: oneOf(CLASS_STATUSES, CLASS_TYPE_MESSAGES.statusInvalid, CLASS_TYPE_DEFAULTS.status),
  whatYouGet: z.pipe(
    z.transform((value: unknown) => list(value).map(text).filter(Boolean)),
    withinLimits<string>((item) => [item]),
  ),
  agenda: z.pipe(
    z.transform(rows(["time", "topic", "description"] as const)),
    withinLimits<{ time: string; topic: string; description: string }>(Object.values),
  ),
  testimonials: z.pipe(
    z.transform(rows(["name", "quote"] as const)),
    withinLimits<{ name: string; quote: string }>(Object.values),
  ),
});

export type ClassTypeValues = z.output<typeof ClassTypeSchema>;

/**
 * The form's values as the schema reads them. List rows are posted as repeated
 * fields (`agendaTime`, `agendaTopic`, ...) and put back together by position.
 */
export function readClassTypeForm(form: Pick<FormData, "get" | "getAll">): Record<string, unknown> {
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const zip = <Field extends string>(fields: Record<Field, string>) => {
    const columns = Object.entries(fields).map(([field, name]) => [field, all(name as string)] as const);
    const length = Math.max(0, ...columns.map(([, values]) => values.length));
    return Array.from({ length }, (_, index) =>
      Object.fromEntries(columns.map(([field, values]) => [field, values[index] ?? ""])),
    );
  };
  return {
    title: form.get("title"),
    slug: form.get("slug"),
    description: form.get("description"),
    howToPay: form.get("howToPay"),
    category: form.get("category"),
    instructorId: form.get("instructorId"),
    status: form.get("status"),
    whatYouGet: all("whatYouGet"),
    agenda: zip({ time: "agendaTime", topic: "agendaTopic", description: "agendaDescription" }),
    testimonials: zip({ name: "testimonialName", quote: "testimonialQuote" }),
  };
}

/** How the class type form lists its instructor when they are no longer an active team member. */
export function inactiveInstructorLabel(name: string): string {
  return `${name} (inactive)`;
}

/** The class types manager's buttons and headings (decision 073). */
export const CLASS_TYPE_WORDS = /* @__PURE__ */ managerWords("Class Type");

/** The class type form's field labels, and its lists' row labels. */
export const CLASS_TYPE_LABELS = {
  description: "Description",
  howToPay: "How to pay",
  category: "Category",
  instructor: "Instructor",
  featuredImage: "Featured image",
  status: "Status",
  whatYouGetItem: "Item",
  agendaTime: "Time",
  agendaTopic: "Topic",
  agendaDescription: "Description",
  testimonialName: "Name",
  testimonialQuote: "Quote",
} as const;
