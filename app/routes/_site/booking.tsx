import { Link } from "react-router";
import { BookingClosed, BookingPanel, BookingSummary, UnknownBookingLink } from "#app/components/booking-summary";
import { BOOKING_LINK_HEADERS, loadBookingView, unknownBookingLink } from "#app/lib/booking-view.server";
import { BOOKING_NOTICES } from "#rules/booking-notices";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";
import type { Route } from "./+types/booking";

export function meta() {
  return [{ title: TEXTS.bookingTitle }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return BOOKING_LINK_HEADERS;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await loadBookingView(context, params.token);
  if (!view) return unknownBookingLink();
  const query = new URL(request.url).searchParams;
  const notice =
    query.get("booked") === "1"
      ? view.status === "pending"
        ? BOOKING_NOTICES.pending(context.siteSettings.businessName)
        : view.status === "confirmed"
          ? BOOKING_NOTICES.booked
          : null
      : query.get("moved") === "1" && view.status !== "cancelled"
        ? BOOKING_NOTICES.moved(view.when)
        : null;
  return { view, notice, unknownText: "" };
}

const buttonClass =
  "inline-flex min-h-11 items-center rounded-full px-6 py-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent";

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!view) return <UnknownBookingLink text={loaderData.unknownText} />;
  const notice = "notice" in loaderData ? loaderData.notice : null;
  return (
    <BookingPanel title={view.what}>
      {notice ? (
        <p
          role="status"
          className="rounded-xl border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark"
        >
          {notice}
        </p>
      ) : null}
      <BookingSummary view={view} />
      {view.changeable ? (
        <p className="flex flex-wrap gap-3">
          <Link
            to={`/bookings/${view.token}/reschedule`}
            className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}
          >
            {TEXTS.reschedule}
          </Link>
          <Link
            to={`/bookings/${view.token}/cancel`}
            className={`${buttonClass} border border-brand text-brand hover:bg-brand-light`}
          >
            {TEXTS.cancel}
          </Link>
        </p>
      ) : (
        <BookingClosed view={view} />
      )}
    </BookingPanel>
  );
}
