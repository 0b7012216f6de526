import { Form, redirect, useNavigation } from "react-router";
import { BookingPicker, TakenNotice } from "#app/components/booking-picker";
import {
  BackToBooking,
  BookingClosed,
  BookingPanel,
  BookingSummary,
  UnknownBookingLink,
} from "#app/components/booking-summary";
import { FormNotice } from "#app/components/form-field";
import { withActionHeaders } from "#app/lib/action-headers";
import { buildPicker } from "#app/lib/booking-picker.server";
import { BOOKING_LINK_HEADERS, loadBookingView, unknownBookingLink } from "#app/lib/booking-view.server";
import { refused, visitorAction } from "#app/lib/visitor-action.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { findBookingByToken } from "#core/bookings/find-booking-by-token";
import { rescheduleBooking } from "#core/bookings/reschedule-booking";
import { NOT_FOUND } from "#core/result";
import { BOOKING_MESSAGES } from "#rules/booking";
import { BOOKING_NOTICES, cutoffWords } from "#rules/booking-notices";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";
import { answerFormError } from "#rules/form-answer";
import type { Route } from "./+types/booking-reschedule";

export function meta() {
  return [{ title: TEXTS.rescheduleTitle }, { name: "robots", content: "noindex" }];
}

// With a refused button's Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(BOOKING_LINK_HEADERS, actionHeaders);
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const view = await loadBookingView(context, params.token);
  const found = view ? await findBookingByToken({ db: context.db, token: params.token }) : null;
  if (!view || !found) return unknownBookingLink();
  const picker = view.changeable
    ? await buildPicker({
        db: context.db,
        sessionType: found.sessionType,
        businessZone: view.businessZone,
        defaultZone: view.visitorZone,
        detect: false,
        path: `/bookings/${view.token}/reschedule`,
        query: new URL(request.url).searchParams,
        exceptBookingId: view.bookingId,
      })
    : null;
  return { view, picker, takenText: BOOKING_MESSAGES.taken, unknownText: "" };
}

export const action = visitorAction("reschedule-booking", async ({ params, context }: Route.ActionArgs) => {
  const view = await loadBookingView(context, params.token);
  return {
    failed: BOOKING_MESSAGES.notChangeable,
    fixErrors: BOOKING_MESSAGES.timeRequired,
    receive: async ({ fields }) =>
      view
        ? rescheduleBooking({
            db: context.db,
            bookingId: view.bookingId,
            start: fields.start,
            by: "visitor",
            timeZone: context.siteSettings.timeZone,
            mail: visitorMail(context),
          })
        : NOT_FOUND,
    answer(outcome) {
      if (outcome.ok) throw redirect(`/bookings/${view?.token}?moved=1`, 303);
      if (outcome.error === "not-found") return refused(404, BOOKING_MESSAGES.unknownLink);
      switch (outcome.conflict) {
        case "taken":
          return refused(409, BOOKING_MESSAGES.taken, { taken: true });
        case "month-full":
          return refused(409, BOOKING_MESSAGES.monthFull);
        case "too-late":
          return refused(409, BOOKING_NOTICES.cutoff(cutoffWords(outcome.cutoffMinutes ?? 0)));
        case "already-cancelled":
          return refused(409, BOOKING_MESSAGES.alreadyCancelled);
        default:
          return refused(409, BOOKING_MESSAGES.notChangeable);
      }
    },
  };
});

export default function BookingReschedulePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const sending = useNavigation().state === "submitting";
  if (!view) return <UnknownBookingLink text={loaderData.unknownText} />;
  const picker = "picker" in loaderData ? loaderData.picker : null;
  const takenText = "takenText" in loaderData ? loaderData.takenText : "";
  const message = answerFormError(actionData);
  return (
    <BookingPanel title={TEXTS.rescheduleTitle}>
      <BookingSummary view={view} />
      {!picker ? (
        <div role={message ? "alert" : undefined}>
          <BookingClosed view={view} />
        </div>
      ) : (
        <BookingPicker picker={picker}>
          <TakenNotice picker={picker} message={message} takenText={takenText} />
          {picker.chosen ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="start" value={picker.chosen.start} />
              {picker.chosen.businessLabel ? (
                <p className="text-ink-soft">{TEXTS.businessTime(picker.chosen.businessLabel)}</p>
              ) : null}
              <FormNotice answer={actionData} />
              <button
                type="submit"
                aria-disabled={sending}
                className="w-full rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-wait sm:w-auto"
              >
                {TEXTS.moveTo(picker.chosen.label)}
              </button>
            </Form>
          ) : null}
        </BookingPicker>
      )}
      <BackToBooking token={view.token} />
    </BookingPanel>
  );
}
