import { z } from "zod";
import { ADMIN_VERBS } from "./admin-verbs";

/**
 * The owner's calendar feeds (decision 066): the address her calendar app
 * subscribes to, and the outside busy-time feed read every 15 minutes. Every
 * text the back office and the reader show about them.
 */

/** How long the reader waits for the outside calendar, in all. */
export const BUSY_FEED_TIMEOUT_MS = 10_000;
/** The largest outside calendar the reader reads; it stops reading beyond. */
export const BUSY_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** How far ahead busy times are kept (recurring events are expanded over it). */
export const BUSY_FEED_DAYS_AHEAD = 365;

/** Why the last read failed, in words the owner can act on; stored in booking_settings.busy_feed_error. */
export const BUSY_FEED_ERRORS = {
  unreachable:
    "Your calendar's address could not be reached. Check that the address is right; it is tried again every 15 minutes.",
  status: (status: number) =>
    `Your calendar's address answered with an error (${status}). Your calendar app may have made a new secret address: copy it again.`,
  timeout: "Your calendar took more than 10 seconds to answer. It is tried again every 15 minutes.",
  tooLarge: "Your calendar is larger than 2 MB, more than can be read. Share a calendar with fewer past events.",
  notCalendar:
    'That address does not give a calendar. Copy the "secret address in iCal format" from your calendar app\'s settings.',
} as const;

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
    }
  });

/** The owner's calendar feed address for a secret. */
export function calendarFeedUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/calendar/${token}.ics`;
}

/** The outside busy-time feed's button (decision 073). */
export const BUSY_FEED_SAVE = /* @__PURE__ */ ADMIN_VERBS.save("Address");
