/** "Saturday, December 6, 2026" for a YYYY-MM-DD date, without time-zone drift. */
export function formatClassDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

export function spotsLeft(availableSpots: number): string {
  if (availableSpots <= 0) return "Fully booked";
  return availableSpots === 1 ? "1 spot left" : `${availableSpots} spots left`;
}

/** "Mar 5, 2026": a moment as a calendar day in the business's time zone (the same on server and browser). */
export function formatShortDate(moment: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(
    new Date(moment),
  );
}

/** The first `length` characters of a text, with an ellipsis when it was longer. */
export function preview(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** "workshop" -> "Workshop", for showing a stored value as a label. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
