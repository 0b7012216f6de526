import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { BookingsScreen } from "#app/components/admin/bookings/bookings-screen";
import { faultStatus } from "#app/lib/admin-action.server";
import { loadBookings } from "#app/lib/admin-bookings.server";
import { requireAdmin } from "#app/lib/admin-session.server";
import { BOOKING_ADMIN_MESSAGES } from "#rules/booking-admin";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Bookings · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    const { timing, ...view } = await loadBookings({
      db: context.db,
      url: new URL(request.url),
      timeZone: context.siteSettings.timeZone,
    });
    return data(view, { headers: { "Server-Timing": timing } });
  } catch (error) {
    throw data(
      { error: BOOKING_ADMIN_MESSAGES.loadFailed },
      { status: faultStatus(context, error, "the bookings list could not be loaded") },
    );
  }
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold">Bookings</h1>
      <BookingsScreen data={loaderData} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
