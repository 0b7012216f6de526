/** "Thursday, March 12, 2026 at 6:30 PM EDT": an instant as a person in `timeZone` reads it. */
export function describeInstant(instant: Date, timeZone: string): string {
  return instant.toLocaleString("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}
