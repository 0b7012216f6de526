import { requireAdmin } from "#app/lib/admin-session.server";
import { csvDownload } from "#app/lib/csv-download.server";
import { exportClassAttendeesCsv } from "#core/registrations/export-class-attendees-csv";
import { listClassAttendees } from "#core/registrations/list-class-attendees";
import type { Route } from "./+types/class-attendees-export";

/** A class date's attendee list as a CSV download, written out line by line as the client reads it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const result = await listClassAttendees({ db: context.db, classInstanceId: params.id });
  if (!result.ok) return new Response("Class instance not found", { status: 404 });
  const lines = exportClassAttendeesCsv({ attendees: result.attendees, timeZone: context.siteSettings.timeZone });
  const slug = result.classDate.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return csvDownload({
    lines,
    fileName: `attendees-${slug}-${result.classDate.date}.csv`,
    context,
    during: "attendee export failed",
  });
}
