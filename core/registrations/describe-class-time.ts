import { classTimes, LONG_DATE_TIME } from "#rules/class-schedule";

/** "Thursday, March 12, 2026, 6:30 PM EDT", or the date and the owner's own words when the time is not a clock time. */
export function describeClassTime(classDate: { date: string; time: string }, timeZone: string): string {
  const times = classTimes({ date: classDate.date, time: classDate.time, timeZone });
  if (!times) {
    const day = new Date(`${classDate.date}T12:00:00Z`).toLocaleDateString("en-US", {
      timeZone: "UTC",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    });
    return `${day}, ${classDate.time}`;
  }
  return times.start.toLocaleString("en-US", { timeZone, ...LONG_DATE_TIME });
}
