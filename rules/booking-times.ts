/**
 * How booking times read to a visitor: instants shown in a chosen IANA zone
 * with Intl, in the site's English. Pure, and used on the server, so the
 * pages carry the words and not the code.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(
  timeZone: string,
  kind: "date" | "day" | "short-day" | "time" | "zone" | "short-zone" | "generic-zone" | "date-zone" | "long-date",
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
      "short-zone": { timeZoneName: "short" },
      "generic-zone": { timeZoneName: "longGeneric" },
      "date-zone": { year: "numeric", month: "2-digit", day: "2-digit", timeZoneName: "long" },
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

const ZONE_NAME_FORMATS = { long: "zone", short: "short-zone", generic: "generic-zone" } as const;

/**
 * The zone's name at an instant, by the offset then in force: "Eastern
 * Daylight Time", or "EDT" short; "Eastern Time" generic, for any date.
 */
function zoneNameAt(instant: number, timeZone: string, style: keyof typeof ZONE_NAME_FORMATS = "long"): string {
  const name = format(timeZone, ZONE_NAME_FORMATS[style])
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name ?? timeZone;
}

const HALF_HOUR = 30 * 60_000;
const namesByDate = new Map<string, string[]>();

/**
 * The names a zone goes by over a calendar date (YYYY-MM-DD), in order: one,
 * or two on the day its clocks change. Read every half hour of the date as
 * the zone counts it, so the offset in force decides, not today's.
 */
export function zoneNamesOn(date: string, timeZone: string): string[] {
  const key = `${timeZone}|${date}`;
  const known = namesByDate.get(key);
  if (known) return known;
  const names: string[] = [];
  const [year, month, day] = date.split("-");
  // A date in any zone lies between 14 hours before and 12 hours after the same date in UTC.
  const first = Date.parse(`${date}T00:00:00Z`) - 28 * HALF_HOUR;
  const last = Date.parse(`${date}T00:00:00Z`) + 72 * HALF_HOUR;
  // The same name either side of the span: no change within it (clocks never change twice in two days).
  const outer = zoneNameAt(first, timeZone);
  if (outer === zoneNameAt(last, timeZone)) {
    names.push(outer);
  } else {
    for (let at = first; at < last; at += HALF_HOUR) {
      const parts = format(timeZone, "date-zone").formatToParts(at);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value;
      if (part("year") !== year || part("month") !== month || part("day") !== day) continue;
      const name = part("timeZoneName") ?? timeZone;
      if (names.at(-1) !== name) names.push(name);
    }
  }
  // Bounded: the dates asked about come from the address.
  if (namesByDate.size >= 2000) namesByDate.clear();
  namesByDate.set(key, names);
  return names;
}

/** "Eastern Daylight Time" for a date, or "Eastern Standard Time, then Eastern Daylight Time" on the day the clocks change. */
export function dateZoneLabel(date: string, timeZone: string): string {
  const names = zoneNamesOn(date, timeZone);
  return names.length > 0 ? names.join(", then ") : timeZone;
}

/**
 * The zone over the dates from `first` to `last` (YYYY-MM-DD), named by the
 * offset in force on each, with the day another name takes over: "Eastern
 * Standard Time (America/New_York)", or "Eastern Standard Time
 * (America/New_York), Eastern Daylight Time from Sunday, March 14".
 */
export function zoneLabelOver(first: string, last: string, timeZone: string): string {
  const parts: string[] = [];
  let current: string | null = null;
  for (let date = first; date <= last; date = nextDate(date)) {
    for (const name of zoneNamesOn(date, timeZone)) {
      if (name === current) continue;
      if (current === null) parts.push(name === timeZone ? timeZone : `${name} (${timeZone})`);
      else parts.push(`${name} from ${dayLabel(date)}`);
      current = name;
    }
  }
  return parts.join(", ") || timeZone;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * "10:00 AM": an instant's clock time in a zone; on a day the clocks change,
 * with the zone's short name then in force ("1:00 AM EDT", "1:00 AM EST"), so
 * an hour that comes twice reads apart.
 */
export function dayTimeLabel(instant: number, timeZone: string): string {
  const time = timeLabel(instant, timeZone);
  const changes = zoneNamesOn(dateInZone(instant, timeZone), timeZone).length > 1;
  return changes ? `${time} ${zoneNameAt(instant, timeZone, "short")}` : time;
}

/** "Tuesday, March 10, 10:00 AM": an instant's day and time in a zone (with the zone's name on a day the clocks change). */
export function slotLabel(instant: number, timeZone: string): string {
  return `${dayLabel(dateInZone(instant, timeZone))}, ${dayTimeLabel(instant, timeZone)}`;
}

/** "India Standard Time (Asia/Kolkata)": a zone as a visitor recognizes it, at an instant (summer or winter time). */
export function zoneLabel(timeZone: string, at: number = Date.now()): string {
  const name = zoneNameAt(at, timeZone);
  return name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/**
 * "Eastern Time (America/New_York)": a zone named for no date in particular,
 * for a field where any date may be chosen (summer and winter alike).
 */
export function zoneLabelAnyDate(timeZone: string): string {
  const name = zoneNameAt(0, timeZone, "generic");
  return name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** "Tuesday, March 10, 10:00 AM India Standard Time": an instant with the zone's name, for a booking's time. */
export function slotLabelWithZone(instant: number, timeZone: string): string {
  return `${dayLabel(dateInZone(instant, timeZone))}, ${timeLabel(instant, timeZone)} ${zoneNameAt(instant, timeZone)}`;
}
