import type { AppLoadContext } from "react-router";
import { BOOKING_PATHS } from "#app/lib/admin-paths";
import { approveBooking } from "#core/bookings/approve-booking";
import { cancelBooking } from "#core/bookings/cancel-booking";
import { declineBooking } from "#core/bookings/decline-booking";
import { listBookings } from "#core/bookings/list-bookings";
import { listSessionTypeChoices } from "#core/bookings/list-session-type-choices";
import { rescheduleBooking } from "#core/bookings/reschedule-booking";
import { setBookingOutcome } from "#core/bookings/set-booking-outcome";
import { updateBookingNotes } from "#core/bookings/update-booking-notes";
import { BOOKING_ADMIN_MESSAGES, readBookingQuery } from "#rules/booking-admin";
import type { Database } from "#server/context";
import { answerFailure, failed, faultStatus, saved } from "./admin-action.server";
import { auditActor } from "./admin-actor.server";
import { requireAdminForWrite } from "./admin-session.server";
import { serverTiming } from "./server-timing.server";
import { visitorMail } from "./visitor-mail.server";

/** The bookings list for an address: one page of the asked view, and the session types for the filter. */
export async function loadBookings({ db, url, timeZone }: { db: Database; url: URL; timeZone: string }) {
  const timing = serverTiming();
  const query = readBookingQuery(url.searchParams);
  const sessionTypes = await timing.step("types", () => listSessionTypeChoices({ db }));
  const bookings = await timing.step("list", () => listBookings({ db, query }));
  return { query, bookings, sessionTypes, timeZone, timing: timing.header() };
}

export type BookingsData = Omit<Awaited<ReturnType<typeof loadBookings>>, "timing">;

/** What a cancel or move refused for the booking's state says. */
function notChangeable(failure: { conflict: string }): string {
  if (failure.conflict === "already-cancelled") return BOOKING_ADMIN_MESSAGES.alreadyCancelled;
  if (failure.conflict === "taken") return BOOKING_ADMIN_MESSAGES.taken;
  if (failure.conflict === "month-full") return BOOKING_ADMIN_MESSAGES.monthFull;
  return BOOKING_ADMIN_MESSAGES.notChangeable;
}

const notPending = { notFound: BOOKING_ADMIN_MESSAGES.notFound, conflict: () => BOOKING_ADMIN_MESSAGES.notPending };

/**
 * A booking page's writes: approve, decline, mark completed or no-show, save
 * notes, and cancel or move it for the client (who is emailed either way).
 */
export async function bookingAction({
  request,
  context,
  id,
}: {
  request: Request;
  context: AppLoadContext;
  id: string;
}) {
  const session = requireAdminForWrite(context);
  const actor = auditActor(session, context);
  const form = await request.formData();
  const db = context.db;
  const back = BOOKING_PATHS.show(id);
  const done = (message: string) => saved(form, { context, message, redirectTo: back });
  const email = { mail: visitorMail(context), timeZone: context.siteSettings.timeZone };
  const forClient = {
    db,
    bookingId: id,
    by: "owner" as const,
    ...email,
    actor: { adminUserId: session.admin.id, actorEmail: session.admin.email },
  };
  try {
    switch (form.get("intent")) {
      case "approve": {
        const result = await approveBooking({ db, id, actor, ...email });
        if (result.ok) context.visits.countConfirmed("booking", id);
        return result.ok ? done(BOOKING_ADMIN_MESSAGES.approved) : answerFailure(result, notPending);
      }
      case "decline": {
        const result = await declineBooking({ db, id, actor, ...email });
        return result.ok ? done(BOOKING_ADMIN_MESSAGES.declined) : answerFailure(result, notPending);
      }
      case "completed":
      case "no_show": {
        const outcome = form.get("intent") === "completed" ? "completed" : "no_show";
        const result = await setBookingOutcome({ db, id, actor, outcome });
        if (result.ok)
          return done(outcome === "completed" ? BOOKING_ADMIN_MESSAGES.completed : BOOKING_ADMIN_MESSAGES.noShow);
        return answerFailure(result, {
          notFound: BOOKING_ADMIN_MESSAGES.notFound,
          conflict: () => BOOKING_ADMIN_MESSAGES.notPastConfirmed,
        });
      }
      case "notes": {
        const result = await updateBookingNotes({ db, id, actor, notes: form.get("ownerNotes") });
        return result.ok
          ? done(BOOKING_ADMIN_MESSAGES.notesSaved)
          : answerFailure(result, { notFound: BOOKING_ADMIN_MESSAGES.notFound, fixErrors: "" });
      }
      case "cancel": {
        const result = await cancelBooking(forClient);
        if (result.ok) return done(BOOKING_ADMIN_MESSAGES.cancelled);
        return answerFailure(result, { notFound: BOOKING_ADMIN_MESSAGES.notFound, conflict: notChangeable });
      }
      case "reschedule": {
        const result = await rescheduleBooking({ ...forClient, start: form.get("start") });
        if (result.ok) return done(BOOKING_ADMIN_MESSAGES.rescheduled);
        if (result.error === "invalid") return failed(BOOKING_ADMIN_MESSAGES.timeRequired);
        return answerFailure(result, { notFound: BOOKING_ADMIN_MESSAGES.notFound, conflict: notChangeable });
      }
      default:
        return failed(BOOKING_ADMIN_MESSAGES.failed);
    }
  } catch (error) {
    return failed(BOOKING_ADMIN_MESSAGES.failed, faultStatus(context, error, "a booking change failed", { id }));
  }
}
