/**
 * The shapes booking keeps in JSON columns (decision 066). Clock times are
 * "HH:MM" on a 24-hour clock in the business's time zone, end after start;
 * a range never crosses midnight. Pure, so the browser can use them too.
 */
import type { IntakeQuestionKind } from "./allowed-values";

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Hours on one day, such as 09:00 to 12:00. */
export type ClockRange = { start: string; end: string };

/** One range of the weekly hours: Mondays 09:00 to 12:00. A day may have several. */
export type WeeklyRange = ClockRange & { weekday: Weekday };

/** A question asked when booking. `choices` only for kind "choice". */
export type IntakeQuestion = {
  /** Stable within its session type, so answers stay attached when a label is reworded. */
  id: string;
  label: string;
  kind: IntakeQuestionKind;
  required: boolean;
  choices: string[];
};

/** An answer as kept with the booking: the question's words at the time it was asked. */
export type IntakeAnswer = { questionId: string; question: string; answer: string };

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

/** Minutes after midnight of an "HH:MM" clock time ("24:00" is the end of the day), or null when it is not one. */
export function minutesOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(clock);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}
