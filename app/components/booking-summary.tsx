import { Link } from "react-router";
import { SubscriptionPanel } from "#app/components/subscription-panel";
import type { BookingView } from "#app/lib/booking-view.server";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";

const linkClass = "font-semibold text-brand underline underline-offset-4";

/** The frame of the pages a booking's link opens: the one the site's other emailed links open. */
export const BookingPanel = SubscriptionPanel;

/** A booking in words: what, when (in her zone and the business's), its status, and where once confirmed. */
export function BookingSummary({ view }: { view: BookingView }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{TEXTS.when}</dt>
      <dd data-testid="booking-when">
        {view.when}
        {view.businessWhen ? <span className="block text-base text-ink-soft">{view.businessWhen}</span> : null}
      </dd>
      <dt className="font-semibold">{TEXTS.status}</dt>
      <dd data-testid="booking-status">{view.statusText}</dd>
      {view.where ? (
        <>
          <dt className="font-semibold">{TEXTS.where}</dt>
          <dd>
            {view.where.kind}
            {view.where.detail ? (
              <span className="block whitespace-pre-line break-words">{view.where.detail}</span>
            ) : view.status === "pending" ? (
              <span className="block text-base text-ink-soft">{TEXTS.locationAfterConfirmation}</span>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** Why the booking cannot be changed here, when it cannot. */
export function BookingClosed({ view }: { view: BookingView }) {
  const text = view.cutoffText ?? view.closedText;
  return text ? <p>{text}</p> : null;
}

export function BackToBooking({ token }: { token: string }) {
  return (
    <p>
      <Link to={`/bookings/${token}`} className={linkClass}>
        ← {TEXTS.backToBooking}
      </Link>
    </p>
  );
}

export function UnknownBookingLink({ text }: { text: string }) {
  return (
    <BookingPanel title={TEXTS.bookingTitle}>
      <p role="alert">{text}</p>
      <p>
        <Link to="/" className={linkClass}>
          Back to the home page
        </Link>
      </p>
    </BookingPanel>
  );
}
