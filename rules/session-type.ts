import { z } from "zod/mini";
import { parseInteger } from "./admin-form";
import { managerWords } from "./admin-verbs";
import {
  INTAKE_QUESTION_KINDS,
  type IntakeQuestionKind,
  SESSION_CONFIRMATIONS,
  SESSION_LOCATION_KINDS,
  SESSION_TYPE_STATUSES,
  type SessionLocationKind,
} from "./allowed-values";
import type { IntakeQuestion } from "./booking-data";
import { CLASS_SLUG_MAX, slugify } from "./class-page";
import { choiceField, limitedText, wholeNumber } from "./content-fields";
import { checkboxField, cleanText, textField } from "./form-text";
import { isFreePrice } from "./price";
import { deleteQuestion } from "./trash";

/** The session type form's rules and the session types manager's texts (decision 066). */

export { slugify };

export const SESSION_TYPE_LIMITS = {
  nameMax: 200,
  slugMax: CLASS_SLUG_MAX,
  descriptionMax: 10_000,
  priceMax: 100,
  howToPayMax: 1_000,
  locationMax: 1_000,
  durationMin: 5,
  durationMax: 720,
  bufferMax: 240,
  /** The database keeps the notice in minutes, at most 30 days. */
  noticeHoursMax: 720,
  daysAheadMin: 1,
  daysAheadMax: 365,
  perDayMax: 50,
  questionsMax: 20,
  questionLabelMax: 300,
  choicesMax: 20,
  choiceMax: 200,
} as const;

const L = SESSION_TYPE_LIMITS;

/**
 * What a new session type starts with, in the form's units (the notice in
 * hours): the editor's empty form, and the columns' defaults in db/schema.ts,
 * which read them from here.
 */
export const SESSION_TYPE_DEFAULTS = {
  description: "",
  durationMinutes: 30,
  price: "Free",
  howToPay: "",
  locationKind: "video",
  locationDetail: "",
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 24,
  maxDaysAhead: 60,
  /** No limit. */
  maxPerDay: null,
  confirmation: "instant",
  countsTowardCap: false,
  status: "draft",
} as const satisfies Record<string, unknown> & {
  locationKind: SessionLocationKind;
  confirmation: (typeof SESSION_CONFIRMATIONS)[number];
  status: (typeof SESSION_TYPE_STATUSES)[number];
};

export const SESSION_TYPE_MESSAGES = {
  nameRequired: "Name is required",
  slugRequired: "Slug is required",
  slugTooLong: `Slug must be less than ${L.slugMax} characters`,
  slugTaken: "This slug is already used by another session type",
  durationRange: `Duration must be between ${L.durationMin} and ${L.durationMax} minutes`,
  priceRequired: 'Price is required: "Free", or an amount such as $497',
  howToPayRequired: "Say how to pay for a session that is not free",
  locationKindInvalid: "Please choose where the session takes place",
  videoLinkRequired: "Video link is required",
  videoLinkInvalid: "The video link must be a web address starting with https://",
  phoneRequired: "Say how the phone call happens, e.g. who calls whom and at what number",
  addressRequired: "Address is required for a session in person",
  bufferRange: `Buffers must be between 0 and ${L.bufferMax} minutes`,
  noticeRange: `Minimum notice must be between 0 and ${L.noticeHoursMax} hours`,
  daysAheadRange: `How far ahead must be between ${L.daysAheadMin} and ${L.daysAheadMax} days`,
  perDayRange: `At most per day must be between 1 and ${L.perDayMax}, or empty for no limit`,
  confirmationInvalid: "Please choose how bookings are confirmed",
  statusInvalid: "Status must be draft or active",
  tooManyQuestions: `A session type can ask at most ${L.questionsMax} questions`,
  questionLabelRequired: (number: number) => `Question ${number}: the question is required`,
  questionLabelTooLong: (number: number) =>
    `Question ${number}: the question must be at most ${L.questionLabelMax} characters`,
  questionKindInvalid: (number: number) => `Question ${number}: please choose the kind of answer`,
  questionChoicesNeeded: (number: number) => `Question ${number}: give at least two choices, one per line`,
  questionChoicesTooMany: (number: number) =>
    `Question ${number}: at most ${L.choicesMax} choices, each at most ${L.choiceMax} characters`,
  created: "Session type created successfully",
  updated: "Session type updated successfully",
  deleted: "Session type deleted successfully",
  createFailed: "Failed to create session type",
  updateFailed: "Failed to update session type",
  deleteFailed: "Failed to delete session type",
  orderUpdated: "Display order updated successfully",
  orderFailed: "Failed to update display order",
  notFound: "Session type not found",
  hasBookings: (count: number) =>
    `This session type has ${count} ${count === 1 ? "booking" : "bookings"}, so it cannot be deleted. Set it to draft instead: it leaves the booking page and its bookings stay.`,
  emptyTitle: "No session types yet",
  emptyHint: "Add what visitors can book, such as a free consultation",
} as const;

export const SESSION_CONFIRMATION_LABELS = {
  instant: "Instant: the time is confirmed when booked",
  approval: "Owner approval: the time is held until you approve or decline",
} as const;

export const INTAKE_QUESTION_KIND_LABELS: Record<IntakeQuestionKind, string> = {
  short_text: "Short text",
  long_text: "Long text",
  choice: "Choice",
};

/** What the location detail field is called for each kind of place. */
export const LOCATION_DETAIL_LABELS: Record<SessionLocationKind, string> = {
  video: "Video link",
  phone: "Phone instructions",
  in_person: "Address",
};

export function sessionTypeDeleteQuestion(name: string): string {
  return deleteQuestion(`"${name}"`);
}

/** A whole number in range, or null when left empty (no limit). */
function optionalWholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.transform((value: unknown) => (cleanText(value) === "" ? null : parseInteger(value))),
    z.nullable(z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message }))),
  );
}

/** A question as the form posts it; `id` is "" for one added before its first save. */
export type PostedQuestion = {
  id: string;
  label: string;
  kind: string;
  required: boolean;
  choices: string;
  /** The row's key in the form, which its checkbox posts. */
  key?: string;
};

/** A question id the form may keep: short, of letters, digits and hyphens. */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The questions with their words checked; ids that are missing, malformed or repeated come back "" for core to give. */
const questionsField = z.pipe(
  z.transform((value: unknown): PostedQuestion[] => (Array.isArray(value) ? (value as PostedQuestion[]) : [])),
  z.pipe(
    z
      .array(z.custom<PostedQuestion>())
      .check(z.maxLength(L.questionsMax, { error: SESSION_TYPE_MESSAGES.tooManyQuestions })),
    z.transform((posted: PostedQuestion[], context) => {
      const seen = new Set<string>();
      const questions: IntakeQuestion[] = [];
      posted.forEach((question, index) => {
        const number = index + 1;
        const label = cleanText(question.label);
        const kind = INTAKE_QUESTION_KINDS.find((known) => known === question.kind);
        const choices =
          kind === "choice" ? cleanText(question.choices).split(/\r?\n/).map(cleanText).filter(Boolean) : [];
        const problem =
          label === ""
            ? SESSION_TYPE_MESSAGES.questionLabelRequired(number)
            : label.length > L.questionLabelMax
              ? SESSION_TYPE_MESSAGES.questionLabelTooLong(number)
              : !kind
                ? SESSION_TYPE_MESSAGES.questionKindInvalid(number)
                : kind === "choice" && choices.length < 2
                  ? SESSION_TYPE_MESSAGES.questionChoicesNeeded(number)
                  : choices.length > L.choicesMax || choices.some((choice) => choice.length > L.choiceMax)
                    ? SESSION_TYPE_MESSAGES.questionChoicesTooMany(number)
                    : null;
        if (problem) {
          context.issues.push({ code: "custom", message: problem, input: question });
          return;
        }
        const id = cleanText(question.id);
        const kept = QUESTION_ID_PATTERN.test(id) && !seen.has(id) ? id : "";
        if (kept) seen.add(kept);
        questions.push({ id: kept, label, kind: kind ?? "short_text", required: question.required === true, choices });
      });
      return questions;
    }),
  ),
);

export const SessionTypeSchema = z
  .object({
    // No check aborts, so the checks across fields below run with the others and every message shows at once.
    name: textField(
      z.minLength(1, { error: SESSION_TYPE_MESSAGES.nameRequired }),
      z.maxLength(L.nameMax, { error: `Name must be at most ${L.nameMax} characters` }),
    ),
    // The form fills the slug from the name; whatever is sent is brought to the same shape.
    slug: z.pipe(
      z.transform((value: unknown) => slugify(cleanText(value))),
      z
        .string()
        .check(
          z.minLength(1, { error: SESSION_TYPE_MESSAGES.slugRequired }),
          z.maxLength(L.slugMax, { error: SESSION_TYPE_MESSAGES.slugTooLong }),
        ),
    ),
    description: limitedText("Description", L.descriptionMax),
    durationMinutes: wholeNumber(L.durationMin, L.durationMax, SESSION_TYPE_MESSAGES.durationRange),
    price: textField(
      z.minLength(1, { error: SESSION_TYPE_MESSAGES.priceRequired }),
      z.maxLength(L.priceMax, { error: `Price must be at most ${L.priceMax} characters` }),
    ),
    howToPay: limitedText("How to pay", L.howToPayMax),
    locationKind: choiceField(SESSION_LOCATION_KINDS, SESSION_TYPE_MESSAGES.locationKindInvalid),
    locationDetail: textField(
      z.maxLength(L.locationMax, { error: `Location must be at most ${L.locationMax} characters` }),
    ),
    bufferBeforeMinutes: wholeNumber(0, L.bufferMax, SESSION_TYPE_MESSAGES.bufferRange),
    bufferAfterMinutes: wholeNumber(0, L.bufferMax, SESSION_TYPE_MESSAGES.bufferRange),
    minNoticeHours: wholeNumber(0, L.noticeHoursMax, SESSION_TYPE_MESSAGES.noticeRange),
    maxDaysAhead: wholeNumber(L.daysAheadMin, L.daysAheadMax, SESSION_TYPE_MESSAGES.daysAheadRange),
    maxPerDay: optionalWholeNumber(1, L.perDayMax, SESSION_TYPE_MESSAGES.perDayRange),
    intakeQuestions: questionsField,
    confirmation: choiceField(SESSION_CONFIRMATIONS, SESSION_TYPE_MESSAGES.confirmationInvalid),
    countsTowardCap: checkboxField,
    status: choiceField(SESSION_TYPE_STATUSES, SESSION_TYPE_MESSAGES.statusInvalid),
  })
  .check(
    // Runs even when other fields failed, so every message shows at once.
    z.superRefine(
      (values, context) => {
        const problem = (path: string, message: string) =>
          context.issues.push({ code: "custom", message, input: values, path: [path] });
        const text = (value: unknown) => (typeof value === "string" ? value : "");
        if (text(values.price) !== "" && !isFreePrice(text(values.price)) && text(values.howToPay) === "")
          problem("howToPay", SESSION_TYPE_MESSAGES.howToPayRequired);
        const detail = text(values.locationDetail);
        if (values.locationKind === "video") {
          if (detail === "") problem("locationDetail", SESSION_TYPE_MESSAGES.videoLinkRequired);
          else if (!isHttpsAddress(detail)) problem("locationDetail", SESSION_TYPE_MESSAGES.videoLinkInvalid);
        }
        if (values.locationKind === "phone" && detail === "")
          problem("locationDetail", SESSION_TYPE_MESSAGES.phoneRequired);
        if (values.locationKind === "in_person" && detail === "")
          problem("locationDetail", SESSION_TYPE_MESSAGES.addressRequired);
      },
      { when: () => true },
    ),
  );

export type SessionTypeInput = z.input<typeof SessionTypeSchema>;
export type SessionTypeValues = z.output<typeof SessionTypeSchema>;

/** An https address with a host, as a video call's link must be. */
export function isHttpsAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The names of a question row's inputs: repeated per row and read back by position, the checkbox by the row's key. */
export const QUESTION_FIELDS = {
  key: "questionKey",
  id: "questionId",
  label: "questionLabel",
  kind: "questionKind",
  choices: "questionChoices",
  /** Checked boxes post the key of their row. */
  required: "questionRequired",
} as const;

/** The form's values as the schema reads them: the questions put back together by position. */
export function readSessionTypeForm(form: Pick<FormData, "get" | "getAll">): Record<string, unknown> {
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const keys = all(QUESTION_FIELDS.key);
  const ids = all(QUESTION_FIELDS.id);
  const labels = all(QUESTION_FIELDS.label);
  const kinds = all(QUESTION_FIELDS.kind);
  const choices = all(QUESTION_FIELDS.choices);
  const required = new Set(all(QUESTION_FIELDS.required));
  const questions: PostedQuestion[] = labels.map((label, index) => ({
    key: keys[index] ?? "",
    id: ids[index] ?? "",
    label,
    kind: kinds[index] ?? "",
    required: required.has(keys[index] ?? ""),
    choices: choices[index] ?? "",
  }));
  const fields = [
    "name",
    "slug",
    "description",
    "durationMinutes",
    "price",
    "howToPay",
    "locationKind",
    "locationDetail",
    "bufferBeforeMinutes",
    "bufferAfterMinutes",
    "minNoticeHours",
    "maxDaysAhead",
    "maxPerDay",
    "confirmation",
    "countsTowardCap",
    "status",
  ];
  return {
    ...Object.fromEntries(fields.map((field) => [field, form.get(field) ?? undefined])),
    // A question left entirely blank (a row added and not used) is not one.
    intakeQuestions: questions.filter(
      (question) => cleanText(question.label) !== "" || cleanText(question.choices) !== "",
    ),
  };
}

/** The session types manager's buttons and headings (decision 073). */
export const SESSION_TYPE_WORDS = /* @__PURE__ */ managerWords("Session Type");

/** The session type form's field labels. */
export const SESSION_TYPE_LABELS = {
  description: "Description",
  status: "Status",
  durationMinutes: "Length in minutes",
  bufferBeforeMinutes: "Free time before, in minutes",
  bufferAfterMinutes: "Free time after, in minutes",
  minNoticeHours: "Minimum notice in hours",
  maxDaysAhead: "Bookable up to this many days ahead",
  maxPerDay: "At most per day",
  price: "Price",
  paymentInstructions: "How to pay",
  location: "Where it takes place",
  confirmation: "Confirmation",
} as const;
