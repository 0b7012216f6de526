import { requireAdmin } from "#app/lib/admin-session.server";
import { csvDownload } from "#app/lib/csv-download.server";
import { countBookings } from "#core/bookings/count-bookings";
import { exportBookingsCsv } from "#core/bookings/export-bookings-csv";
import { todayIn } from "#core/dates";
import { bookingsExportFileName, readBookingQuery } from "#rules/booking-admin";
import type { Route } from "./+types/export";

/** The bookings list's current view, search and filters as a CSV download, times where the business is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = readBookingQuery(new URL(request.url).searchParams);
  const { timeZone } = context.siteSettings;
  const now = new Date();
  return csvDownload({
    lines: exportBookingsCsv({ db: context.db, query, timeZone, now }),
    fileName: bookingsExportFileName(todayIn(timeZone)),
    count: await countBookings({ db: context.db, query, now }),
    context,
    during: "booking export failed",
  });
}
