import { Form } from "react-router";
import {
  BackToBooking,
  BookingClosed,
  BookingPanel,
  BookingSummary,
  UnknownBookingLink,
} from "#app/components/booking-summary";
import { FormNotice } from "#app/components/form-field";
import { withActionHeaders } from "#app/lib/action-headers";
import { BOOKING_LINK_HEADERS, loadBookingView, unknownBookingLink } from "#app/lib/booking-view.server";
import { done, refused, visitorAction } from "#app/lib/visitor-action.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { cancelBooking } from "#core/bookings/cancel-booking";
import { NOT_FOUND } from "#core/result";
import { BOOKING_MESSAGES } from "#rules/booking";
import { BOOKING_NOTICES } from "#rules/booking-notices";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";
import type { Route } from "./+types/booking-cancel";

export function meta() {
  return [{ title: TEXTS.cancelTitle }, { name: "robots", content: "noindex" }];
}

// With a refused button's Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(BOOKING_LINK_HEADERS, actionHeaders);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const view = await loadBookingView(context, params.token);
  if (!view) return unknownBookingLink();
  return { view, question: BOOKING_NOTICES.cancelQuestion(view.what, view.when), unknownText: "" };
}

/** The page's button: opening the emailed link alone never cancels (mail scanners open links). */
export const action = visitorAction("cancel-booking", async ({ params, context }: Route.ActionArgs) => {
  const view = await loadBookingView(context, params.token);
  return {
    failed: BOOKING_MESSAGES.notChangeable,
    receive: async () =>
      view
        ? cancelBooking({
            db: context.db,
            bookingId: view.bookingId,
            by: "visitor",
            timeZone: context.siteSettings.timeZone,
            mail: visitorMail(context),
          })
        : NOT_FOUND,
    answer(outcome) {
      if (outcome.ok) return done(BOOKING_NOTICES.cancelled);
      if (outcome.error === "not-found") return refused(404, BOOKING_MESSAGES.unknownLink);
      // The page drawn again says why: the cut-off, or that it was cancelled or is over.
      return refused(409, "");
    },
  };
});

export default function BookingCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (!view) return <UnknownBookingLink text={loaderData.unknownText} />;
  if (actionData?.ok) {
    return (
      <BookingPanel title={TEXTS.cancelTitle}>
        <FormNotice answer={actionData} />
        <BackToBooking token={view.token} />
      </BookingPanel>
    );
  }
  return (
    <BookingPanel title={TEXTS.cancelTitle}>
      <FormNotice answer={actionData} />
      <BookingSummary view={view} />
      {view.changeable ? (
        <>
          <p>{"question" in loaderData ? loaderData.question : ""}</p>
          <Form method="post">
            <button
              type="submit"
              className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {TEXTS.cancel}
            </button>
          </Form>
        </>
      ) : (
        <div role={actionData ? "alert" : undefined}>
          <BookingClosed view={view} />
        </div>
      )}
      <BackToBooking token={view.token} />
    </BookingPanel>
  );
}
