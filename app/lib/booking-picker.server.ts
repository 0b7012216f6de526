import type { AppLoadContext } from "react-router";
import type { OpenSlot } from "#core/bookings/compute-open-slots";
import { listNextFreeTimes } from "#core/bookings/list-next-free-times";
import { listOpenSlots } from "#core/bookings/list-open-slots";
import type { SessionTypeRow } from "#core/bookings/load-slot-rules";
import { addDays, todayIn } from "#core/dates";
import { readStartInstant, readTimeZone } from "#rules/booking";
import { BOOKING_NOTICES } from "#rules/booking-notices";
import {
  dateInZone,
  dateZoneLabel,
  dayLabel,
  dayTimeLabel,
  longDateLabel,
  shortDayLabel,
  slotLabel,
  slotLabelWithZone,
  zoneLabel,
  zoneLabelOver,
} from "#rules/booking-times";
import { isCalendarDate } from "#rules/class-instance";
import { zoneChoices } from "#rules/time-zone-names";

/** Business dates looked at per page of days; "Later dates" shows the next as many. */
export const PICKER_WINDOW_DAYS = 14;

export type PickerLink = { href: string; label: string; current: boolean };
/** A day: shown short, named in full. */
export type PickerDay = PickerLink & { accessibleName: string };
export type PickerTime = PickerLink & { start: string; accessibleName: string };

/** Everything the day-and-time picker shows, as words and addresses: the browser formats nothing. */
export type Picker = {
  path: string;
  timeZone: string;
  zoneText: string;
  zones: string[];
  /** No zone was asked for: the browser may say its own. */
  detect: boolean;
  days: PickerDay[];
  earlier: string | null;
  later: string | null;
  /** The chosen day's heading and times. */
  day: { label: string; times: PickerTime[] } | null;
  chosen: { start: string; label: string; businessLabel: string | null } | null;
  /** A time was asked for that is not open (any more): the next free times instead. */
  gone: PickerTime[] | null;
  monthFull: { text: string; href: string | null } | null;
  /** No open time anywhere ahead. */
  none: boolean;
};

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** The zone the page's times are in, named for the dates it shows (each by its own offset), or as it is now without any. */
function zoneText(dates: string[], timeZone: string, now: number): string {
  const sorted = [...dates].sort();
  const [first] = sorted;
  const last = sorted.at(-1);
  return first && last ? zoneLabelOver(first, last, timeZone) : zoneLabel(timeZone, now);
}

/**
 * The picker of /book/{slug} and of a booking's reschedule page, from the
 * page's query: `tz` (the visitor's zone, else `defaultZone`), `from` (the
 * first business date of the page of days), `date` (a day in her zone) and
 * `start` (a time, an ISO instant). Days are grouped by her calendar, which
 * may differ from the business's for a late or early time.
 */
export async function buildPicker({
  db,
  sessionType,
  businessZone,
  defaultZone,
  detect,
  path,
  query,
  exceptBookingId,
  now = Date.now(),
}: {
  db: AppLoadContext["db"];
  sessionType: SessionTypeRow;
  businessZone: string;
  defaultZone: string;
  /** Whether a page without `tz` asks the browser for its zone. */
  detect: boolean;
  path: string;
  query: URLSearchParams;
  exceptBookingId?: string;
  now?: number;
}): Promise<Picker> {
  const asked = readTimeZone(query.get("tz"));
  const timeZone = asked ?? defaultZone;
  const today = todayIn(businessZone, new Date(now));
  const lastDay = addDays(today, sessionType.maxDaysAhead);
  const fromParam = query.get("from") ?? "";
  const from = isCalendarDate(fromParam) && fromParam > today && fromParam <= lastDay ? fromParam : today;

  const href = (params: { from?: string; date?: string; start?: number }) => {
    const search = new URLSearchParams({ tz: timeZone });
    if (params.from && params.from !== today) search.set("from", params.from);
    if (params.date) search.set("date", params.date);
    if (params.start !== undefined) search.set("start", new Date(params.start).toISOString());
    return `${path}?${search}`;
  };
  const timeLink = (slot: OpenSlot, chosen: number | null): PickerTime => ({
    href: href({ from, date: dateInZone(slot.start, timeZone), start: slot.start }),
    label: dayTimeLabel(slot.start, timeZone),
    accessibleName: slotLabel(slot.start, timeZone),
    start: new Date(slot.start).toISOString(),
    current: slot.start === chosen,
  });
  const list = (first: string, days: number) =>
    listOpenSlots({ db, sessionType, timeZone: businessZone, now, from: first, days, exceptBookingId });

  const window = await list(from, PICKER_WINDOW_DAYS);
  const dateParam = query.get("date") ?? "";
  // A day that does not exist is no day; one far from the bookable days is shown with no times.
  const date = isCalendarDate(dateParam) ? dateParam : null;
  const dateInReach = date !== null && date >= addDays(today, -1) && date <= addDays(lastDay, 1);
  const start = readStartInstant(query.get("start"));

  // The chosen day's times: her date spans the business dates either side of it.
  let daySlots: OpenSlot[] = [];
  if (date && dateInReach) {
    const first = [addDays(date, -1), today].sort()[1] as string;
    const around = await list(first, 3);
    daySlots = around.slots.filter((slot) => dateInZone(slot.start, timeZone) === date);
  }
  const chosenSlot = start === null ? undefined : daySlots.find((slot) => slot.start === start);

  const dates = [...new Set(window.slots.map((slot) => dateInZone(slot.start, timeZone)))];
  const nextOpening = window.nextOpening;
  const later = addDays(from, PICKER_WINDOW_DAYS);
  const earlier = addDays(from, -PICKER_WINDOW_DAYS);
  return {
    path,
    timeZone,
    // Named for the dates on the page, each by its own offset: not today's, which may be the other side of a clock change.
    zoneText: zoneText(dateInReach && date ? [...dates, date] : dates, timeZone, now),
    zones: zoneChoices(timeZone),
    detect: detect && asked === null,
    days: dates.map((day) => ({
      href: href({ from, date: day }),
      label: shortDayLabel(day),
      accessibleName: dayLabel(day),
      current: day === date,
    })),
    earlier: from > today ? href({ from: [earlier, today].sort()[1] }) : null,
    later: later <= lastDay ? href({ from: later }) : null,
    day: date
      ? {
          label: `${dayLabel(date)} (${dateZoneLabel(date, timeZone)})`,
          times: daySlots.map((slot) => timeLink(slot, start)),
        }
      : null,
    chosen: chosenSlot
      ? {
          start: new Date(chosenSlot.start).toISOString(),
          label: slotLabelWithZone(chosenSlot.start, timeZone),
          businessLabel: timeZone === businessZone ? null : slotLabelWithZone(chosenSlot.start, businessZone),
        }
      : null,
    gone:
      start !== null && !chosenSlot
        ? (await listNextFreeTimes({ db, sessionType, timeZone: businessZone, now, exceptBookingId })).map((slot) =>
            timeLink(slot, null),
          )
        : null,
    monthFull: nextOpening
      ? {
          text: BOOKING_NOTICES.monthFull(longDateLabel(nextOpening), daysBetween(today, nextOpening)),
          href: nextOpening <= lastDay && nextOpening > from ? href({ from: nextOpening }) : null,
        }
      : null,
    none: dates.length === 0 && from === today && !nextOpening && later > lastDay,
  };
}
