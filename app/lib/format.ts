// Making a formatter costs far more than using one; a page formats dozens of dates.
const classDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Saturday, December 6, 2026" for a YYYY-MM-DD date, without time-zone drift. */
export function formatClassDate(date: string): string {
  return classDateFormat.format(new Date(`${date}T12:00:00Z`));
}

export function spotsLeft(availableSpots: number): string {
  if (availableSpots <= 0) return "Fully booked";
  return availableSpots === 1 ? "1 spot left" : `${availableSpots} spots left`;
}

const adminDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Mar 5, 2026, 3:04 PM" (or "Mar 5, 2026" without the time): a moment where
 * the business is, so server and browser render the same text.
 */
export function formatAdminDate(moment: Date | string, timeZone: string, withTime = true): string {
  const key = `${timeZone}|${withTime}`;
  let format = adminDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      ...(withTime ? { timeStyle: "short" } : {}),
      timeZone,
    });
    adminDateFormats.set(key, format);
  }
  return format.format(new Date(moment));
}

const adminTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "3:04 PM": the time of a moment where the business is, for a compact date column. */
export function formatAdminTime(moment: Date | string, timeZone: string): string {
  let format = adminTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone });
    adminTimeFormats.set(timeZone, format);
  }
  return format.format(new Date(moment));
}

/** The first `length` characters of a text, with an ellipsis when it was longer. */
export function preview(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/**
 * At most `max` characters of a text for a description or a card: whitespace
 * folded, cut after the last whole word that fits, with an ellipsis.
 */
export function excerpt(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  if (folded.length <= max) return folded;
  const room = folded.slice(0, max);
  const lastBreak = room.lastIndexOf(" ");
  // A single word longer than the room is cut where it must be.
  const kept = lastBreak > 0 ? room.slice(0, lastBreak) : room.slice(0, max - 1);
  return `${kept.replace(/[\s,.;:!?\-–—]+$/u, "")}…`;
}

/** "workshop" -> "Workshop", for showing a stored value as a label. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Where a class date happens, as a visitor reads it: the venue's name, then its street address when in person. */
export function formatClassLocation(instance: {
  location: string;
  venueAddress: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string } | null;
}): string {
  const address = instance.venueAddress;
  if (!address) return instance.location;
  const town = [address.addressLocality, [address.addressRegion, address.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [instance.location, address.streetAddress, town].filter(Boolean).join(", ");
}

export { formatDuration } from "#rules/duration";

const sessionTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Dec 1, 2026, 10:00 AM" (with "EST" after it when `zoneName`): a booked time as read in `timeZone`. */
export function formatSessionTime(moment: Date | string, timeZone: string, zoneName = false): string {
  const key = `${timeZone}|${zoneName}`;
  let format = sessionTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      ...(zoneName ? { timeZoneName: "short" } : {}),
      timeZone,
    });
    sessionTimeFormats.set(key, format);
  }
  return format.format(new Date(moment));
}
