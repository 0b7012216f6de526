import { LONG_DATE_TIME } from "./class-schedule";

/** "Thursday, March 12, 2026 at 6:30 PM EDT": an instant as a person in `timeZone` reads it. */
export function describeInstant(instant: Date, timeZone: string): string {
  return instant.toLocaleString("en-US", { timeZone, ...LONG_DATE_TIME });
}
