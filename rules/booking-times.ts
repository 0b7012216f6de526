/**
 * How booking times read to a visitor: instants shown in a chosen IANA zone
 * with Intl, in the site's English. Pure, and used on the server, so the
 * pages carry the words and not the code.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(
  timeZone: string,
  kind: "date" | "day" | "short-day" | "time" | "zone" | "long-date",
): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      date: { year: "numeric", month: "2-digit", day: "2-digit" },
      day: { weekday: "long", month: "long", day: "numeric" },
      "short-day": { weekday: "short", month: "short", day: "numeric" },
      time: { hour: "numeric", minute: "2-digit" },
      zone: { timeZoneName: "long" },
      "long-date": { month: "long", day: "numeric", year: "numeric" },
    };
    found = new Intl.DateTimeFormat(kind === "date" ? "en-CA" : "en-US", { timeZone, ...options[kind] });
    formats.set(key, found);
  }
  return found;
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  return format(timeZone, "date").format(instant);
}

/** "Tuesday, March 10" for a YYYY-MM-DD date. */
export function dayLabel(date: string): string {
  return format("UTC", "day").format(Date.parse(`${date}T12:00:00Z`));
}

/** "Tue, Mar 10" for a YYYY-MM-DD date: a day's button, named in full for assistive technology. */
export function shortDayLabel(date: string): string {
  return format("UTC", "short-day").format(Date.parse(`${date}T12:00:00Z`));
}

/** "March 10, 2027" for a YYYY-MM-DD date. */
export function longDateLabel(date: string): string {
  return format("UTC", "long-date").format(Date.parse(`${date}T12:00:00Z`));
}

/** "10:00 AM": an instant's clock time in a zone. */
export function timeLabel(instant: number, timeZone: string): string {
  return format(timeZone, "time").format(instant);
}

/** "Tuesday, March 10, 10:00 AM": an instant's day and time in a zone. */
export function slotLabel(instant: number, timeZone: string): string {
  return `${dayLabel(dateInZone(instant, timeZone))}, ${timeLabel(instant, timeZone)}`;
}

/** "India Standard Time (Asia/Kolkata)": a zone as a visitor recognizes it, at an instant (summer or winter time). */
export function zoneLabel(timeZone: string, at: number = Date.now()): string {
  const name = format(timeZone, "zone")
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** "Tuesday, March 10, 10:00 AM India Standard Time": an instant with the zone's name, for a booking's time. */
export function slotLabelWithZone(instant: number, timeZone: string): string {
  const name = format(timeZone, "zone")
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${slotLabel(instant, timeZone)} ${name ?? timeZone}`;
}
