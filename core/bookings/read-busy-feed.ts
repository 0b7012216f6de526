import { eq, sql } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { type Conflict, conflict } from "#core/result";
import type { Executor } from "#db/client";
import { bookingSettings, externalBusyTimes } from "#db/schema";
import {
  BUSY_FEED_DAYS_AHEAD,
  BUSY_FEED_ERRORS,
  BUSY_FEED_MAX_BYTES,
  BUSY_FEED_TIMEOUT_MS,
} from "#rules/calendar-feeds";
import { zonedInstant } from "#rules/class-schedule";
import { getBookingSettings } from "./get-booking-settings";

type BusyTime = { startsAt: Date; endsAt: Date };

const DAY_MS = 86_400_000;
/** Rows written per statement. */
const CHUNK = 1000;

class FeedError extends Error {}

/** The body, read until `maxBytes`: beyond it the read stops and the feed is refused. */
async function fetchCalendar(url: string, timeoutMs: number, maxBytes: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: controller.signal, headers: { accept: "text/calendar, */*;q=0.5" } });
    } catch {
      throw new FeedError(controller.signal.aborted ? BUSY_FEED_ERRORS.timeout : BUSY_FEED_ERRORS.unreachable);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError(BUSY_FEED_ERRORS.status(response.status));
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError(BUSY_FEED_ERRORS.tooLarge);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    try {
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw new FeedError(BUSY_FEED_ERRORS.tooLarge);
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof FeedError) throw error;
      throw new FeedError(controller.signal.aborted ? BUSY_FEED_ERRORS.timeout : BUSY_FEED_ERRORS.unreachable);
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    clearTimeout(timer);
  }
}

/** "2026-06-10" of a date-only value, which node-ical makes at midnight of the process's zone. */
function calendarDate(value: Date): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/**
 * The busy times of a calendar between `from` and `to`: each event and each
 * occurrence of a recurring one (RRULE, less its EXDATEs, with its moved
 * occurrences), except events marked free (TRANSP:TRANSPARENT) or
 * cancelled. An all-day event blocks its whole days in the business's zone.
 */
function busyTimes(text: string, from: Date, to: Date, timeZone: string): BusyTime[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new FeedError(BUSY_FEED_ERRORS.notCalendar);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    throw new FeedError(BUSY_FEED_ERRORS.notCalendar);
  }
  const times: BusyTime[] = [];
  for (const item of Object.values(parsed)) {
    if (item?.type !== "VEVENT") continue;
    const event = item as VEvent;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) continue;
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch {
      continue;
    }
    for (const instance of instances) {
      const source = instance.event;
      if (source.transparency === "TRANSPARENT" || source.status === "CANCELLED") continue;
      let startsAt: Date = instance.start;
      let endsAt: Date = instance.end;
      if (instance.isFullDay) {
        const firstDay = calendarDate(instance.start);
        const lastDay = calendarDate(instance.end);
        startsAt = zonedInstant(firstDay, 0, timeZone);
        // DTEND of an all-day event is the day after its last; without one it lasts its day.
        endsAt = lastDay > firstDay ? zonedInstant(lastDay, 0, timeZone) : zonedInstant(firstDay, 24 * 60, timeZone);
      }
      if (!(endsAt > startsAt) || endsAt <= from || startsAt >= to) continue;
      times.push({ startsAt, endsAt });
    }
  }
  return times;
}

/**
 * Reads the owner's outside busy-time feed (booking_settings.busy_feed_url):
 * fetched with a timeout and a size limit, expanded over the next 365 days,
 * and kept as times only (never what the events are) in
 * external_busy_times, all rows replaced in one transaction. The check's time
 * and its error in plain words are recorded; a failed read keeps the busy
 * times read before. Without an address the busy times are emptied. A read
 * whose address the owner changed meanwhile is discarded.
 */
export async function readBusyFeed({
  db,
  timeZone,
  now = new Date(),
  timeoutMs = BUSY_FEED_TIMEOUT_MS,
  maxBytes = BUSY_FEED_MAX_BYTES,
}: {
  db: Executor;
  /** The business's zone, where all-day events fall. */
  timeZone: string;
  now?: Date;
  timeoutMs?: number;
  maxBytes?: number;
}): Promise<{ ok: true; busyTimes: number } | Conflict<"feed-failed", { reason: string }>> {
  const { busyFeedUrl: url } = await getBookingSettings({ db });
  if (url === "") {
    await db.delete(externalBusyTimes);
    return { ok: true, busyTimes: 0 };
  }
  let times: BusyTime[] | null = null;
  let reason = "";
  try {
    const text = await fetchCalendar(url, timeoutMs, maxBytes);
    times = busyTimes(
      text,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() + BUSY_FEED_DAYS_AHEAD * DAY_MS),
      timeZone,
    );
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    reason = error.message;
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
      .set({ busyFeedCheckedAt: now, busyFeedError: reason, updatedAt: sql`${bookingSettings.updatedAt}` })
      .where(eq(bookingSettings.id, 1));
    if (!times) return true;
    await tx.delete(externalBusyTimes);
    for (let index = 0; index < times.length; index += CHUNK) {
      await tx.insert(externalBusyTimes).values(times.slice(index, index + CHUNK));
    }
    return true;
  });
  if (!written) return conflict("feed-failed", { reason: "The address changed while it was read." });
  return times ? { ok: true, busyTimes: times.length } : conflict("feed-failed", { reason });
}
