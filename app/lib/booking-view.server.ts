import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { checkBookingChangeable } from "#core/bookings/check-booking-changeable";
import { findBookingByToken } from "#core/bookings/find-booking-by-token";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { SESSION_LOCATION_LABELS, type SessionLocationKind } from "#rules/allowed-values";
import { BOOKING_MESSAGES } from "#rules/booking";
import { BOOKING_NOTICES, cutoffWords } from "#rules/booking-notices";
import { slotLabelWithZone } from "#rules/booking-times";

/**
 * What the pages at /bookings/{token} show of a booking: words only, her
 * time in the zone she booked in and the business's beside it. The place
 * (a video link, a phone number, an address) only once it is confirmed.
 */
export type BookingView = {
  token: string;
  what: string;
  when: string;
  businessWhen: string | null;
  status: string;
  statusText: string;
  where: { kind: string; detail: string } | null;
  /** She may still move or cancel it herself. */
  changeable: boolean;
  /** Why she cannot any more, when the cut-off is the reason. */
  cutoffText: string | null;
  /** Said when the booking cannot be changed for another reason. */
  closedText: string | null;
};

/** The headers of every page reached through a booking's link: never kept, never indexed, never sent on. */
export const BOOKING_LINK_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** The page of a link that names no booking: its message, answered 404. */
export function unknownBookingLink() {
  return data({ view: null, unknownText: BOOKING_MESSAGES.unknownLink } as const, { status: 404 });
}

export async function loadBookingView(
  context: AppLoadContext,
  token: string,
  now = Date.now(),
): Promise<(BookingView & { bookingId: string; businessZone: string; visitorZone: string }) | null> {
  const found = await findBookingByToken({ db: context.db, token });
  if (!found) return null;
  const { booking, sessionType } = found;
  const businessZone = context.siteSettings.timeZone;
  const start = booking.startsAt.getTime();
  const settings = await getBookingSettings({ db: context.db });
  const changeable = checkBookingChangeable({
    booking,
    by: "visitor",
    now,
    cutoffMinutes: settings.changeCutoffMinutes,
  });
  const confirmed = booking.status === "confirmed";
  return {
    token,
    bookingId: booking.id,
    businessZone,
    visitorZone: booking.visitorTimeZone,
    what: sessionType.name,
    when: slotLabelWithZone(start, booking.visitorTimeZone),
    businessWhen: booking.visitorTimeZone === businessZone ? null : slotLabelWithZone(start, businessZone),
    status: booking.status,
    statusText: BOOKING_NOTICES.statusWords[booking.status] ?? booking.status,
    where: {
      kind: SESSION_LOCATION_LABELS[sessionType.locationKind as SessionLocationKind] ?? "",
      detail: confirmed ? sessionType.locationDetail : "",
    },
    changeable: changeable.ok,
    cutoffText:
      !changeable.ok && changeable.conflict === "too-late"
        ? BOOKING_NOTICES.cutoff(cutoffWords(settings.changeCutoffMinutes))
        : null,
    closedText:
      changeable.ok || changeable.conflict === "too-late"
        ? null
        : changeable.conflict === "already-cancelled"
          ? BOOKING_MESSAGES.alreadyCancelled
          : BOOKING_MESSAGES.notChangeable,
  };
}
