import { z } from "zod/mini";
import type { IntakeAnswer, IntakeQuestion } from "./booking-data";
import { emailField, type FieldError, fieldErrors, visitorTextField } from "./form-text";
import { currentZoneName } from "./time-zone-names";

/**
 * The visitor's booking form: its rules and every message it shows
 * (docs/decisions/066-booking.md). Intake questions differ by session type,
 * so their answers are checked against the type's questions.
 */

export const BOOKING_LIMITS = {
  nameMax: 100,
  shortAnswerMax: 200,
  longAnswerMax: 2000,
} as const;

export const BOOKING_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be less than ${BOOKING_LIMITS.nameMax} characters`,
  timeRequired: "Please choose a time",
  answerRequired: "Please answer this question",
  shortAnswerTooLong: `Please keep this answer under ${BOOKING_LIMITS.shortAnswerMax} characters`,
  longAnswerTooLong: `Please keep this answer under ${BOOKING_LIMITS.longAnswerMax} characters`,
  choiceUnknown: "Please choose one of the options",
  taken:
    "Sorry, that time was just taken or is no longer open. Please choose another time; the next free times are below.",
  monthFull: "This month's places for new clients are taken.",
  notOpen: "This session cannot be booked right now.",
  tooLateToChange: "This session starts too soon to change it here. Please reply to your confirmation email instead.",
  alreadyCancelled: "This booking was cancelled already.",
  notChangeable: "This booking can no longer be changed.",
  unknownLink: "This link is not valid any more. Please use the link in your most recent email.",
} as const;

/** The fields every booking asks for, whatever its type. */
export const BookingContactSchema = z.object({
  name: visitorTextField(
    z.minLength(1, { error: BOOKING_MESSAGES.nameRequired, abort: true }),
    z.maxLength(BOOKING_LIMITS.nameMax, { error: BOOKING_MESSAGES.nameTooLong }),
  ),
  email: emailField,
});

/** The form field that carries the answer to one intake question. */
export function answerFieldName(question: Pick<IntakeQuestion, "id">): string {
  return `answer-${question.id}`;
}

const answerText = visitorTextField();

/** The answers to a type's questions, or one message per question that was answered wrongly. */
export function readIntakeAnswers(
  questions: readonly IntakeQuestion[],
  input: Record<string, unknown>,
): { answers: IntakeAnswer[]; errors: FieldError[] } {
  const answers: IntakeAnswer[] = [];
  const errors: FieldError[] = [];
  for (const question of questions) {
    const field = answerFieldName(question);
    const parsed = answerText.safeParse(input[field] ?? "");
    const answer = parsed.success ? parsed.data : "";
    const message = answerProblem(question, answer);
    if (message) errors.push({ field, message });
    else if (answer !== "") answers.push({ questionId: question.id, question: question.label, answer });
  }
  return { answers, errors };
}

function answerProblem(question: IntakeQuestion, answer: string): string | null {
  if (answer === "") return question.required ? BOOKING_MESSAGES.answerRequired : null;
  if (question.kind === "choice") return question.choices.includes(answer) ? null : BOOKING_MESSAGES.choiceUnknown;
  if (question.kind === "short_text" && answer.length > BOOKING_LIMITS.shortAnswerMax) {
    return BOOKING_MESSAGES.shortAnswerTooLong;
  }
  if (answer.length > BOOKING_LIMITS.longAnswerMax) return BOOKING_MESSAGES.longAnswerTooLong;
  return null;
}

/** The span a booking's start can fall in: anything outside is no time at all, and never reaches a date function or the database. */
const START_RANGE = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2200, 0, 1) } as const;

const ISO_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** Whether the parts of an ISO date-time name a real day and clock time (no February 30, no 25:00, no +99:99). */
function isRealDateTime(match: RegExpExecArray): boolean {
  type Parts = [number, number, number, number, number, number, number, number];
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match
    .slice(1, 9)
    .map((part) => Number(part ?? 0)) as Parts;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59
  );
}

/**
 * The start a form or an address names: epoch milliseconds or an ISO
 * date-time with its offset; null when it names none, or a day that does not
 * exist, or a time no booking can have (before 2000 or from 2200 on).
 */
export function readStartInstant(value: unknown): number | null {
  let instant: number | null = null;
  if (typeof value === "number") instant = Number.isSafeInteger(value) ? value : null;
  else if (typeof value === "string") {
    const text = value.trim();
    const iso = ISO_START.exec(text);
    if (/^\d{10,16}$/.test(text)) instant = Number(text);
    else if (iso && isRealDateTime(iso)) instant = Date.parse(text);
  }
  if (instant === null || Number.isNaN(instant)) return null;
  return instant >= START_RANGE.from && instant < START_RANGE.to ? instant : null;
}

/**
 * The IANA zone a visitor gave, by its current name (Asia/Kolkata for the
 * Asia/Calcutta a browser may report), or null when it is not one this
 * runtime knows.
 */
export function readTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value === "" || value.length > 64) return null;
  try {
    // Not resolvedOptions().timeZone: the runtime answers the older name.
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return currentZoneName(value);
  } catch {
    return null;
  }
}

/** What a booking form holds once every field passed its rules. */
export type BookingFormData = {
  name: string;
  email: string;
  start: number;
  answers: IntakeAnswer[];
  /** The zone the visitor saw the times in; null when the form named none the runtime knows. */
  visitorTimeZone: string | null;
};

/** A booking form read against its type's questions: its data, or one message per field that failed. */
export function readBookingForm(
  questions: readonly IntakeQuestion[],
  input: Record<string, unknown>,
): { ok: true; data: BookingFormData } | { ok: false; errors: FieldError[] } {
  const contact = BookingContactSchema.safeParse(input);
  const intake = readIntakeAnswers(questions, input);
  const start = readStartInstant(input.start);
  const errors = [
    ...(start === null ? [{ field: "start", message: BOOKING_MESSAGES.timeRequired }] : []),
    ...(contact.success ? [] : fieldErrors(contact.error)),
    ...intake.errors,
  ];
  if (!contact.success || start === null || errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      ...contact.data,
      start,
      answers: intake.answers,
      visitorTimeZone: readTimeZone(input.timeZone),
    },
  };
}

/** The waiting list of a session type whose month is full. */
export const BOOKING_WAITLIST_MESSAGES = {
  joined: "We'll email you when a place opens.",
  alreadyWaiting: "You're on the waiting list already",
} as const;

/** The waiting list form: the same name and email a booking asks for. */
export const BookingWaitlistSchema = BookingContactSchema;
