import { z } from "zod";
import { ADMIN_VERBS } from "./admin-verbs";
import { isInternalHost } from "./public-address";

/**
 * The owner's calendar feeds (decision 066): the address her calendar app
 * subscribes to, and the outside busy-time feed read every 15 minutes. Every
 * text the back office and the reader show about them.
 */

/** How long the reader waits for the outside calendar, in all, redirects included. */
export const BUSY_FEED_TIMEOUT_MS = 10_000;
/** The largest outside calendar the reader reads; it stops reading beyond. */
export const BUSY_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Redirects the reader follows, each one checked like the first address. */
export const BUSY_FEED_MAX_REDIRECTS = 3;
/** A repeating event more frequent than this (per day) is left out: it is no one's appointment, and costly to expand. */
export const BUSY_FEED_MAX_REPEATS_PER_DAY = 24;
/** The most busy times one read keeps; the events beyond are left out. */
export const BUSY_FEED_MAX_BUSY_TIMES = 10_000;
/** The most repeating events one read expands (each costs a few milliseconds); the ones beyond are left out. */
export const BUSY_FEED_MAX_REPEATING_EVENTS = 500;

/** What a read that worked left out, counted by event; stored in booking_settings.busy_feed_skipped. */
export type BusyFeedSkipped = {
  /** Repeating more than BUSY_FEED_MAX_REPEATS_PER_DAY times a day. */
  tooFrequent: number;
  /** Beyond BUSY_FEED_MAX_BUSY_TIMES or BUSY_FEED_MAX_REPEATING_EVENTS. */
  overLimit: number;
  /** Whose dates or repeat rule could not be read. */
  unreadable: number;
};

export const NOTHING_SKIPPED: BusyFeedSkipped = { tooFrequent: 0, overLimit: 0, unreadable: 0 };

/**
 * Why the last read failed, in words the owner can act on; stored in
 * booking_settings.busy_feed_error. Whatever went wrong on the way (no answer,
 * an error status, a refused address, a redirect, a timeout), she reads only
 * that it could not be read: the details are in the server's log.
 */
export const BUSY_FEED_ERRORS = {
  couldNotRead: "Your calendar could not be read. Check that the address is right; it is tried again every 15 minutes.",
  tooLarge: "Your calendar is larger than 2 MB, more than can be read. Share a calendar with fewer past events.",
  notCalendar:
    'That address does not give a calendar. Copy the "secret address in iCal format" from your calendar app\'s settings.',
} as const;

function eventsWere(count: number): string {
  return count === 1 ? "1 event was" : `${count.toLocaleString("en-US")} events were`;
}

/** What the owner is told a read that worked left out, one sentence per reason. */
export function busyFeedSkippedNotes(skipped: BusyFeedSkipped): string[] {
  const notes: string[] = [];
  if (skipped.tooFrequent > 0) {
    const repeating =
      skipped.tooFrequent === 1 ? "1 repeating event was" : `${skipped.tooFrequent} repeating events were`;
    notes.push(
      `${repeating} too frequent to read (more than ${BUSY_FEED_MAX_REPEATS_PER_DAY} times a day) and left out: ${skipped.tooFrequent === 1 ? "its" : "their"} times can be booked.`,
    );
  }
  if (skipped.overLimit > 0) {
    notes.push(
      `${eventsWere(skipped.overLimit)} left out: your calendar has more in the weeks that can be booked than can be read (${BUSY_FEED_MAX_BUSY_TIMES.toLocaleString("en-US")} busy times, ${BUSY_FEED_MAX_REPEATING_EVENTS} repeating events).`,
    );
  }
  if (skipped.unreadable > 0) {
    notes.push(
      `${eventsWere(skipped.unreadable)} left out: ${skipped.unreadable === 1 ? "its" : "their"} dates could not be read.`,
    );
  }
  return notes;
}

export const CALENDAR_FEED_MESSAGES = {
  title: "Calendar feeds",
  busyFeedLabel: "Secret address in iCal format",
  newAddress: "Make a new address",
  addressCopied: "Address copied.",
  copyFailed: "Could not copy: select the address and copy it yourself.",
  addressMade: "A new address is made. The old address no longer works.",
  confirmNewAddress:
    "Make a new address? The address you use now stops working: calendars that subscribe to it stop updating until you add the new one.",
  busyFeedSaved: "Saved. Your calendar is read within 15 minutes.",
  busyFeedRemoved: "Removed. Your outside calendar no longer blocks times.",
  urlHttps: "Enter an address that starts with https:// (a webcal:// address works too: it is changed to https://).",
  urlInvalid: "Enter the full address your calendar app gives, starting with https://",
  urlTooLong: "That address is too long: at most 2,000 characters.",
  urlInternal:
    "That address points inside this server or its network. Enter the public address your calendar app gives, starting with https://",
} as const;

/**
 * The outside busy feed's address as the owner types it: empty removes it;
 * otherwise an https address ("webcal://", which calendar apps offer, is the
 * same address over https).
 */
export const BusyFeedUrl = z
  .string()
  .trim()
  .max(2000, CALENDAR_FEED_MESSAGES.urlTooLong)
  .transform((value) => value.replace(/^webcals?:\/\//i, "https://"))
  .superRefine((value, context) => {
    if (value === "") return;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      context.addIssue({ code: "custom", message: CALENDAR_FEED_MESSAGES.urlInvalid });
      return;
    }
    if (url.protocol !== "https:" || url.hostname === "") {
      context.addIssue({ code: "custom", message: CALENDAR_FEED_MESSAGES.urlHttps });
    } else if (isInternalHost(url.hostname)) {
      context.addIssue({ code: "custom", message: CALENDAR_FEED_MESSAGES.urlInternal });
    }
  });

/** The owner's calendar feed address for a secret. */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/calendar/${token}.ics`;
}

/** The outside busy-time feed's button (decision 073). */
export const BUSY_FEED_SAVE = /* @__PURE__ */ ADMIN_VERBS.save("Address");
