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

/** "workshop" -> "Workshop", for showing a stored value as a label. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
