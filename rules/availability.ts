import { z } from "zod/mini";
import { parseInteger } from "./admin-form";
import { ADMIN_VERBS } from "./admin-verbs";
import {
  type ClockRange,
  minutesOfClock,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
  type WeeklyRange,
} from "./booking-data";
import { checkboxField, cleanText, textField } from "./form-text";

/** The availability page's rules and texts: weekly hours, date overrides and booking settings (decision 066). */

export const AVAILABILITY_LIMITS = {
  rangesPerDay: 6,
  overrideRanges: 3,
  reminders: 3,
  /** A reminder goes at least 5 minutes and at most 7 days before. */
  reminderMinMinutes: 5,
  reminderMaxMinutes: 7 * 24 * 60,
  capMax: 100,
  cutoffHoursMax: 720,
  noteMax: 200,
} as const;

export const SLOT_STEPS = [15, 30, 60] as const;
export const REMINDER_UNITS = ["hours", "minutes"] as const;
export type ReminderUnit = (typeof REMINDER_UNITS)[number];

export const AVAILABILITY_MESSAGES = {
  saved: "Hours and booking settings saved",
  saveFailed: "Failed to save the hours and booking settings",
  overrideSaved: (date: string) => `Saved the hours of ${date}`,
  overrideDeleted: (date: string) => `Removed the change for ${date}: the weekly hours apply again`,
  overrideFailed: "Failed to save the date",
  overrideDeleteFailed: "Failed to remove the date",
  overrideNotFound: "That date has no change of hours any more",
  bothEnds: (day: string) => `${day}: give both the start and the end of each range`,
  clockInvalid: (day: string) => `${day}: times are written as HH:MM on a 24-hour clock, such as 09:00 or 17:30`,
  endBeforeStart: (day: string, range: string) => `${day}: ${range} ends before it starts`,
  overlap: (day: string, first: string, second: string) => `${day}: ${first} and ${second} overlap`,
  tooManyRanges: (day: string, max: number) => `${day}: at most ${max} ranges`,
  stepInvalid: "Please choose 15, 30 or 60 minutes",
  capRange: `The monthly limit must be a whole number from 0 to ${AVAILABILITY_LIMITS.capMax}, or empty for no limit`,
  reminderRange: "Each reminder must be from 5 minutes to 7 days (168 hours) before",
  tooManyReminders: `At most ${AVAILABILITY_LIMITS.reminders} reminders`,
  cutoffRange: `The cut-off must be from 0 to ${AVAILABILITY_LIMITS.cutoffHoursMax} hours`,
  dateRequired: "Please give a date",
  datePast: "That date has passed",
  hoursRequired: "Give the hours of that day, or choose Day off",
  noteTooLong: `The note must be at most ${AVAILABILITY_LIMITS.noteMax} characters`,
  kindInvalid: "Choose Day off or Different hours",
} as const;

/** "09:00–12:00". */
export function rangeWords(range: ClockRange): string {
  return `${range.start}–${range.end}`;
}

/** A clock time as a time input posts it: "09:00" (seconds, if any, dropped); "" when empty. */
function clockOf(value: unknown): string {
  const text = cleanText(value);
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(text);
  return match ? `${match[1]}:${match[2]}` : text;
}

/**
 * Checks one day's ranges as typed (blank rows dropped): both ends given, real
 * clock times, each ending after it starts ("00:00" as an end is midnight),
 * none overlapping another. Gives the ranges in order, or the day's message.
 */
export function checkDayRanges(
  day: string,
  typed: readonly { start: unknown; end: unknown }[],
  max: number,
): { ok: true; ranges: ClockRange[] } | { ok: false; message: string } {
  const rows = typed
    .map((row) => ({ start: clockOf(row.start), end: clockOf(row.end) }))
    .filter((row) => row.start !== "" || row.end !== "");
  if (rows.length > max) return { ok: false, message: AVAILABILITY_MESSAGES.tooManyRanges(day, max) };
  const ranges: (ClockRange & { from: number; to: number })[] = [];
  for (const row of rows) {
    if (row.start === "" || row.end === "") return { ok: false, message: AVAILABILITY_MESSAGES.bothEnds(day) };
    const from = minutesOfClock(row.start);
    let to = minutesOfClock(row.end);
    if (from === null || to === null || from >= 24 * 60)
      return { ok: false, message: AVAILABILITY_MESSAGES.clockInvalid(day) };
    const end = to === 0 ? "24:00" : row.end;
    if (to === 0) to = 24 * 60;
    if (to <= from) return { ok: false, message: AVAILABILITY_MESSAGES.endBeforeStart(day, rangeWords(row)) };
    ranges.push({ start: row.start, end, from, to });
  }
  ranges.sort((a, b) => a.from - b.from);
  for (let index = 1; index < ranges.length; index += 1) {
    const before = ranges[index - 1];
    const range = ranges[index];
    if (before && range && range.from < before.to)
      return { ok: false, message: AVAILABILITY_MESSAGES.overlap(day, rangeWords(before), rangeWords(range)) };
  }
  return { ok: true, ranges: ranges.map(({ start, end }) => ({ start, end })) };
}

/** The field a weekday's message shows under. */
export const weekdayField = (weekday: Weekday) => `weekday${weekday}`;

/** The names of a weekday's range inputs, repeated per range and read back by position. */
export const rangeFields = (weekday: Weekday) => ({ start: `start${weekday}`, end: `end${weekday}` });

/** A typed whole number, or -1 (out of every range) for anything else, so the field's own message shows. */
function wholeOrNegative(value: unknown): number {
  return /^\s*\d+\s*$/.test(cleanText(value)) ? parseInteger(value) : -1;
}

type TypedRange = { weekday: number; start: unknown; end: unknown };

/** The week's ranges checked day by day: the good days' ranges, and each other day's message under its own field. */
const weeklyHoursField = z.transform((value: unknown) => {
  const typed: TypedRange[] = Array.isArray(value) ? (value as TypedRange[]) : [];
  const hours: WeeklyRange[] = [];
  const problems: Record<string, string> = {};
  for (const weekday of WEEKDAYS) {
    const checked = checkDayRanges(
      WEEKDAY_NAMES[weekday],
      typed.filter((range) => range.weekday === weekday),
      AVAILABILITY_LIMITS.rangesPerDay,
    );
    if (checked.ok) hours.push(...checked.ranges.map((range) => ({ weekday, ...range })));
    else problems[weekdayField(weekday)] = checked.message;
  }
  return { hours, problems };
});

type TypedReminder = { amount: unknown; unit: unknown };

const remindersField = z.pipe(
  z.transform((value: unknown): TypedReminder[] => (Array.isArray(value) ? (value as TypedReminder[]) : [])),
  z.transform((typed: TypedReminder[], context) => {
    const rows = typed.filter((row) => cleanText(row.amount) !== "");
    if (rows.length > AVAILABILITY_LIMITS.reminders) {
      context.issues.push({ code: "custom", message: AVAILABILITY_MESSAGES.tooManyReminders, input: typed });
      return [];
    }
    const minutes = rows.map((row) => parseInteger(row.amount) * (cleanText(row.unit) === "minutes" ? 1 : 60));
    if (
      minutes.some(
        (value) => value < AVAILABILITY_LIMITS.reminderMinMinutes || value > AVAILABILITY_LIMITS.reminderMaxMinutes,
      )
    ) {
      context.issues.push({ code: "custom", message: AVAILABILITY_MESSAGES.reminderRange, input: typed });
      return [];
    }
    // Earliest first, each once.
    return [...new Set(minutes)].sort((a, b) => b - a);
  }),
);

export const BookingSettingsSchema = z
  .object({
    weeklyHours: weeklyHoursField,
    slotStepMinutes: z.pipe(
      z.transform(parseInteger),
      z.number().check(
        z.refine((step: number) => (SLOT_STEPS as readonly number[]).includes(step), {
          error: AVAILABILITY_MESSAGES.stepInvalid,
        }),
      ),
    ),
    newClientCap: z.pipe(
      z.transform((value: unknown) => (cleanText(value) === "" ? null : wholeOrNegative(value))),
      z.nullable(
        z
          .number()
          .check(
            z.gte(0, { error: AVAILABILITY_MESSAGES.capRange }),
            z.lte(AVAILABILITY_LIMITS.capMax, { error: AVAILABILITY_MESSAGES.capRange }),
          ),
      ),
    ),
    reminders: remindersField,
    changeCutoffHours: z.pipe(
      z.transform(wholeOrNegative),
      z
        .number()
        .check(
          z.gte(0, { error: AVAILABILITY_MESSAGES.cutoffRange }),
          z.lte(AVAILABILITY_LIMITS.cutoffHoursMax, { error: AVAILABILITY_MESSAGES.cutoffRange }),
        ),
    ),
    classDatesBlockTime: checkboxField,
  })
  .check(
    // A day's message shows under that day, not under the week as a whole.
    z.superRefine(
      (values, context) => {
        for (const [path, message] of Object.entries(values.weeklyHours?.problems ?? {}))
          context.issues.push({ code: "custom", message, input: values, path: [path] });
      },
      { when: () => true },
    ),
  );

export type BookingSettingsValues = z.output<typeof BookingSettingsSchema>;

export const REMINDER_FIELDS = { amount: "reminderAmount", unit: "reminderUnit" } as const;

/** The settings form's values as the schema reads them: ranges per weekday and reminder rows by position. */
export function readBookingSettingsForm(form: Pick<FormData, "get" | "getAll">): Record<string, unknown> {
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const weeklyHours = WEEKDAYS.flatMap((weekday) => {
    const names = rangeFields(weekday);
    const ends = all(names.end);
    return all(names.start).map((start, index) => ({ weekday, start, end: ends[index] ?? "" }));
  });
  const units = all(REMINDER_FIELDS.unit);
  return {
    weeklyHours,
    slotStepMinutes: form.get("slotStepMinutes"),
    newClientCap: form.get("newClientCap"),
    reminders: all(REMINDER_FIELDS.amount).map((amount, index) => ({ amount, unit: units[index] ?? "hours" })),
    changeCutoffHours: form.get("changeCutoffHours"),
    classDatesBlockTime: form.get("classDatesBlockTime") ?? undefined,
  };
}

/** A reminder offset as the form shows it: whole hours in hours, else minutes. */
export function reminderRow(minutes: number): { amount: string; unit: ReminderUnit } {
  return minutes % 60 === 0
    ? { amount: String(minutes / 60), unit: "hours" }
    : { amount: String(minutes), unit: "minutes" };
}

/** "24 hours and 1 hour before". */
export function remindersWords(minutes: readonly number[]): string {
  if (minutes.length === 0) return "No reminders";
  const words = minutes.map((value) => {
    const { amount, unit } = reminderRow(value);
    return `${amount} ${amount === "1" ? unit.slice(0, -1) : unit}`;
  });
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  return `${listed} before`;
}

export const OVERRIDE_KINDS = ["off", "hours"] as const;
export const OVERRIDE_RANGE_FIELDS = { start: "overrideStart", end: "overrideEnd" } as const;

/** A date override as its form posts it; `today` (business zone) refuses past dates. */
export function availabilityOverrideSchema(today: string) {
  return z
    .object({
      date: textField(
        z.minLength(1, { error: AVAILABILITY_MESSAGES.dateRequired }),
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: AVAILABILITY_MESSAGES.dateRequired }),
        z.refine((date: string) => date >= today, { error: AVAILABILITY_MESSAGES.datePast }),
      ),
      kind: z.pipe(z.transform(cleanText), z.enum(OVERRIDE_KINDS, { error: AVAILABILITY_MESSAGES.kindInvalid })),
      ranges: z.array(z.object({ start: z.unknown(), end: z.unknown() })),
      note: textField(z.maxLength(AVAILABILITY_LIMITS.noteMax, { error: AVAILABILITY_MESSAGES.noteTooLong })),
    })
    .check(
      z.superRefine(
        (values, context) => {
          if (values.kind !== "hours") return;
          const checked = checkDayRanges("That day", values.ranges, AVAILABILITY_LIMITS.overrideRanges);
          const message = !checked.ok
            ? checked.message
            : checked.ranges.length === 0
              ? AVAILABILITY_MESSAGES.hoursRequired
              : null;
          if (message) context.issues.push({ code: "custom", message, input: values, path: ["ranges"] });
        },
        { when: () => true },
      ),
    );
}

/** The override form's values as the schema reads them. */
export function readOverrideForm(form: Pick<FormData, "get" | "getAll">): Record<string, unknown> {
  const all = (name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
  const ends = all(OVERRIDE_RANGE_FIELDS.end);
  return {
    date: form.get("date") ?? "",
    kind: form.get("kind") ?? "",
    ranges: all(OVERRIDE_RANGE_FIELDS.start).map((start, index) => ({ start, end: ends[index] ?? "" })),
    note: form.get("note") ?? "",
  };
}

/** The ranges an override keeps: none for a day off. */
export function overrideRanges(values: {
  kind: string;
  ranges: readonly { start: unknown; end: unknown }[];
}): ClockRange[] {
  if (values.kind !== "hours") return [];
  const checked = checkDayRanges("", values.ranges, AVAILABILITY_LIMITS.overrideRanges);
  return checked.ok ? checked.ranges : [];
}

/** The availability page's buttons (decision 073) and the date form's labels. */
export const AVAILABILITY_WORDS = {
  date: "Date",
  note: "Note for yourself",
  saveHours: /* @__PURE__ */ ADMIN_VERBS.save("Hours and Settings"),
  saveDate: /* @__PURE__ */ ADMIN_VERBS.save("Date"),
};

/** A weekly range's name, for a screen reader: "Monday, range 2". */
export const weeklyRangeLabel = (day: string, index: number) => `${day}, range ${index + 1}`;
/** A date's range, for a screen reader: "hours 2 of that day". */
export const overrideRangeLabel = (index: number) => `hours ${index + 1} of that day`;

/** The booking settings' field labels. */
export const BOOKING_SETTINGS_LABELS = {
  slotStep: "Offer a start time every",
  newClientsPerMonth: "New clients a month, at most",
  changeCutoffHours: "Visitors can reschedule or cancel until this many hours before",
} as const;
