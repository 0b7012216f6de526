import { setImmediate as nextTurn } from "node:timers/promises";
import { eq, max, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { type Conflict, conflict } from "#core/result";
import { fetchPublicUrl } from "#core/security/fetch-public-url";
import type { Executor } from "#db/client";
import { bookingSettings, externalBusyTimes, sessionTypes } from "#db/schema";
import {
  BUSY_FEED_ERRORS,
  BUSY_FEED_MAX_BUSY_TIMES,
  BUSY_FEED_MAX_BYTES,
  BUSY_FEED_MAX_REDIRECTS,
  BUSY_FEED_MAX_REPEATING_EVENTS,
  BUSY_FEED_MAX_REPEATS_PER_DAY,
  BUSY_FEED_TIMEOUT_MS,
  type BusyFeedSkipped,
  NOTHING_SKIPPED,
} from "#rules/calendar-feeds";
import { zonedInstant } from "#rules/class-schedule";
import { SESSION_TYPE_DEFAULTS } from "#rules/session-type";
import { getBookingSettings } from "./get-booking-settings";

type BusyTime = { startsAt: Date; endsAt: Date };

const DAY_MS = 86_400_000;
/** Rows written per statement; the server answers others between statements. */
const CHUNK = 500;
/** The calendar is parsed a piece of about this many characters at a time: some 20 repeating events, a few milliseconds. */
const PIECE_CHARS = 4 * 1024;
/** Time zone definitions kept for each piece: the ones beyond are left to node-ical's zone names. */
const ZONES_CHARS = 16 * 1024;
/** Occurrences of a repeating event expanded in one step (a few milliseconds). */
const OCCURRENCES_PER_STEP = 200;
/** Work done in a row before the reader lets the server answer its visitors. */
const SLICE_MS = 10;

/** Lets the server answer others once the reader has worked `SLICE_MS` in a row. */
function makePause() {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/**
 * The calendar cut into small calendars node-ical parses one at a time, so no
 * parse holds the server for long: each has the calendar's time zones (up to
 * ZONES_CHARS, since each piece parses them again) and whole events, an
 * event's moved occurrences (same UID) always with it. Null when the text
 * holds no calendar.
 */
async function cutCalendar(text: string, pause: () => Promise<void>): Promise<string[] | null> {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  await pause();
  const zones: string[] = [];
  let zonesChars = 0;
  const events = new Map<string, string[]>();
  let depth = 0;
  let calendars = 0;
  let block: string[] | null = null;
  let kind = "";
  let uid = "";
  for (const [index, line] of lines.entries()) {
    if (index % 1000 === 0) await pause();
    const begin = /^BEGIN:([A-Z0-9-]+)\s*$/i.exec(line)?.[1]?.toUpperCase();
    const end = /^END:([A-Z0-9-]+)\s*$/i.exec(line);
    if (begin) {
      depth++;
      if (depth === 1) calendars += begin === "VCALENDAR" ? 1 : 0;
      if (depth === 2) [block, kind, uid] = [[], begin, ""];
    }
    if (depth < 2 || !block) {
      if (end) depth = Math.max(0, depth - 1);
      continue;
    }
    block.push(line);
    if (depth === 2 && uid === "" && /^UID[;:]/i.test(line)) uid = line.slice(line.indexOf(":") + 1);
    if (!end) continue;
    if (depth === 2) {
      const chars = block.reduce((sum, each) => sum + each.length + 2, 0);
      if (kind === "VTIMEZONE" && zonesChars + chars <= ZONES_CHARS) {
        zones.push(...block);
        zonesChars += chars;
      }
      if (kind === "VEVENT") {
        const key = uid === "" ? `\u0000${events.size}` : uid;
        const lines = events.get(key);
        if (lines) for (const each of block) lines.push(each);
        else events.set(key, block);
      }
      block = null;
    }
    depth--;
  }
  if (calendars === 0) return null;
  const open = ["BEGIN:VCALENDAR", "VERSION:2.0", ...zones].join("\r\n");
  const pieceChars = Math.max(PIECE_CHARS, zonesChars);
  const pieces: string[] = [];
  let piece: string[] = [];
  let size = 0;
  const close = () => {
    pieces.push(`${open}\r\n${piece.join("\r\n")}\r\nEND:VCALENDAR\r\n`);
    [piece, size] = [[], 0];
  };
  for (const event of events.values()) {
    for (const line of event) {
      piece.push(line);
      size += line.length + 2;
    }
    if (size >= pieceChars) close();
  }
  if (piece.length > 0) close();
  return pieces;
}

/** The parts of an event's repeat rule ("FREQ" → "DAILY"), empty when it does not repeat. */
function ruleParts(event: VEvent): Map<string, string> {
  const rule = /RRULE:([^\n]*)/i.exec(event.rrule?.toString() ?? "")?.[1] ?? "";
  return new Map(
    rule
      .split(";")
      .filter((part) => part.includes("="))
      .map((part) => {
        const [name = "", value = ""] = part.split("=");
        return [name.toUpperCase(), value.toUpperCase()];
      }),
  );
}

/** Whether an event can fall in the window at all, judged without expanding it: its times, or the UNTIL of its rule. */
function mayFallBetween(event: VEvent, parts: Map<string, string>, from: Date, to: Date): boolean {
  if (!event.rrule) return event.start < to && (event.end ?? event.start) > from;
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get("UNTIL") ?? "");
  return !until || new Date(`${until[1]}-${until[2]}-${until[3]}T23:59:59Z`) > from;
}

/**
 * How many times a day a repeat rule can fall at most: FREQ over INTERVAL,
 * times the BYHOUR, BYMINUTE and BYSECOND lists that multiply it (a rule
 * repeating daily or less often falls at most once a day before them). It
 * bounds the rule's work as well as its occurrences.
 */
function repeatsPerDay(parts: Map<string, string>): number {
  const interval = Math.max(1, Number.parseInt(parts.get("INTERVAL") ?? "1", 10) || 1);
  const size = (name: string) => parts.get(name)?.split(",").length ?? 1;
  switch (parts.get("FREQ")) {
    case "SECONDLY":
      return 86_400 / interval;
    case "MINUTELY":
      return (1440 / interval) * size("BYSECOND");
    case "HOURLY":
      return (24 / interval) * size("BYMINUTE") * size("BYSECOND");
    default:
      return size("BYHOUR") * size("BYMINUTE") * size("BYSECOND");
  }
}

/** "2026-06-10" of a date-only value, which node-ical makes at midnight of the process's zone. */
function calendarDate(value: Date): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** An occurrence's busy time, or null when it is free, cancelled or outside the window. */
function busyTime(
  instance: ReturnType<typeof ical.expandRecurringEvent>[number],
  from: Date,
  to: Date,
  timeZone: string,
): BusyTime | null {
  const source = instance.event;
  if (source.transparency === "TRANSPARENT" || source.status === "CANCELLED") return null;
  let startsAt: Date = instance.start;
  let endsAt: Date = instance.end;
  if (instance.isFullDay) {
    const firstDay = calendarDate(instance.start);
    const lastDay = calendarDate(instance.end);
    startsAt = zonedInstant(firstDay, 0, timeZone);
    // DTEND of an all-day event is the day after its last; without one it lasts its day.
    endsAt = lastDay > firstDay ? zonedInstant(lastDay, 0, timeZone) : zonedInstant(firstDay, 24 * 60, timeZone);
  }
  if (!(endsAt > startsAt) || endsAt <= from || startsAt >= to) return null;
  return { startsAt, endsAt };
}

/**
 * The busy times of a calendar between `from` and `to`: each event and each
 * occurrence of a recurring one (RRULE, less its EXDATEs, with its moved
 * occurrences), except events marked free (TRANSP:TRANSPARENT) or
 * cancelled. An all-day event blocks its whole days in the business's zone.
 *
 * The work is bounded and done in short slices: the text is parsed a piece at
 * a time, a rule repeating more than BUSY_FEED_MAX_REPEATS_PER_DAY times a day
 * is left out unexpanded, the others are expanded a few hundred occurrences
 * at a time over the window only, at most BUSY_FEED_MAX_REPEATING_EVENTS of
 * them, and no more than BUSY_FEED_MAX_BUSY_TIMES are kept. What was left out
 * is counted by event. Null when it is no calendar.
 */
async function readCalendar(
  text: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<{ times: BusyTime[]; skipped: BusyFeedSkipped } | null> {
  const pause = makePause();
  const pieces = await cutCalendar(text, pause);
  if (!pieces) return null;
  let repeating = 0;
  const times: BusyTime[] = [];
  const skipped = { ...NOTHING_SKIPPED };
  for (const piece of pieces) {
    await pause();
    let parsed: ReturnType<typeof ical.sync.parseICS>;
    try {
      parsed = ical.sync.parseICS(piece);
    } catch {
      return null;
    }
    for (const item of Object.values(parsed)) {
      if (item?.type !== "VEVENT") continue;
      const event = item as VEvent;
      if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
        skipped.unreadable++;
        continue;
      }
      const parts = ruleParts(event);
      if (!mayFallBetween(event, parts, from, to)) continue;
      const perDay = event.rrule ? repeatsPerDay(parts) : 0;
      if (perDay > BUSY_FEED_MAX_REPEATS_PER_DAY) {
        skipped.tooFrequent++;
        continue;
      }
      if (times.length >= BUSY_FEED_MAX_BUSY_TIMES || (event.rrule && repeating >= BUSY_FEED_MAX_REPEATING_EVENTS)) {
        skipped.overLimit++;
        continue;
      }
      if (event.rrule) repeating++;
      const stepMs = perDay > 0 ? Math.max(1, Math.floor(OCCURRENCES_PER_STEP / perDay)) * DAY_MS : Infinity;
      const seen = new Set<number>();
      try {
        steps: for (let stepFrom = from.getTime(); stepFrom < to.getTime(); stepFrom += stepMs) {
          await pause();
          const stepTo = new Date(Math.min(stepFrom + stepMs, to.getTime()));
          for (const instance of ical.expandRecurringEvent(event, {
            from: new Date(stepFrom),
            to: stepTo,
            expandOngoing: true,
          })) {
            const time = busyTime(instance, from, to, timeZone);
            // An occurrence across two steps is given by both.
            if (!time || seen.has(time.startsAt.getTime())) continue;
            if (times.length >= BUSY_FEED_MAX_BUSY_TIMES) {
              skipped.overLimit++;
              break steps;
            }
            seen.add(time.startsAt.getTime());
            times.push(time);
          }
        }
      } catch {
        skipped.unreadable++;
      }
    }
  }
  return { times, skipped };
}

/** The furthest day any session type can be booked, which is as far as busy times matter. */
async function bookableDays(db: Executor): Promise<number> {
  const [row] = await db.select({ days: max(sessionTypes.maxDaysAhead) }).from(sessionTypes);
  return row?.days ?? SESSION_TYPE_DEFAULTS.maxDaysAhead;
}

/**
 * Reads the owner's outside busy-time feed (booking_settings.busy_feed_url),
 * from a public address only (core/security/fetch-public-url.ts), with a
 * timeout and a size limit, expanded over the days that can be booked, and
 * kept as times only (never what the events are) in external_busy_times, all
 * rows replaced in one transaction. The check's time, its error in plain
 * words (the details only in the result, for the log) and what it left out
 * are recorded; a failed read keeps the busy times read before. Without an
 * address the busy times are emptied. A read whose address the owner changed
 * meanwhile is discarded.
 *
 * `trustedOrigins` is for tests only, which serve calendars from this machine
 * (see fetchPublicUrl); the server never passes it.
 */
export async function readBusyFeed({
  db,
  timeZone,
  now = new Date(),
  timeoutMs = BUSY_FEED_TIMEOUT_MS,
  maxBytes = BUSY_FEED_MAX_BYTES,
  trustedOrigins,
}: {
  db: Executor;
  /** The business's zone, where all-day events fall. */
  timeZone: string;
  now?: Date;
  timeoutMs?: number;
  maxBytes?: number;
  trustedOrigins?: readonly string[];
}): Promise<
  | { ok: true; busyTimes: number; skipped: BusyFeedSkipped }
  | Conflict<"feed-failed", { reason: string; detail: string }>
> {
  const { busyFeedUrl: url } = await getBookingSettings({ db });
  if (url === "") {
    await db.delete(externalBusyTimes);
    return { ok: true, busyTimes: 0, skipped: NOTHING_SKIPPED };
  }
  const days = await bookableDays(db);
  let read: { times: BusyTime[]; skipped: BusyFeedSkipped } | null = null;
  let reason = "";
  let detail = "";
  const fetched = await fetchPublicUrl({
    url,
    timeoutMs,
    maxBytes,
    maxRedirects: BUSY_FEED_MAX_REDIRECTS,
    trustedOrigins,
  });
  if (!fetched.ok) {
    reason = fetched.conflict === "too-large" ? BUSY_FEED_ERRORS.tooLarge : BUSY_FEED_ERRORS.couldNotRead;
    detail = `${fetched.conflict}: ${fetched.detail}`;
  } else {
    read = await readCalendar(
      fetched.text,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + (days + 1) * DAY_MS),
      timeZone,
    );
    if (!read) [reason, detail] = [BUSY_FEED_ERRORS.notCalendar, "not a calendar"];
  }
  const written = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ url: bookingSettings.busyFeedUrl })
      .from(bookingSettings)
      .where(eq(bookingSettings.id, 1))
      .for("update");
    if (current?.url !== url) return false;
    await tx
      .update(bookingSettings)
      .set({
        busyFeedCheckedAt: now,
        busyFeedError: reason,
        ...(read ? { busyFeedSkipped: read.skipped } : {}),
        updatedAt: sql`${bookingSettings.updatedAt}`,
      })
      .where(eq(bookingSettings.id, 1));
    if (!read) return true;
    await tx.delete(externalBusyTimes);
    for (let index = 0; index < read.times.length; index += CHUNK) {
      await tx.insert(externalBusyTimes).values(read.times.slice(index, index + CHUNK));
      await nextTurn();
    }
    return true;
  });
  if (!written) {
    return conflict("feed-failed", { reason: "The address changed while it was read.", detail: "address changed" });
  }
  return read
    ? { ok: true, busyTimes: read.times.length, skipped: read.skipped }
    : conflict("feed-failed", { reason, detail });
}
