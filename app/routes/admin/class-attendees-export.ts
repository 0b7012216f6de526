import { requireAdmin } from "#app/lib/admin-session.server";
import { exportClassAttendeesCsv } from "#core/registrations/export-class-attendees-csv";
import { listClassAttendees } from "#core/registrations/list-class-attendees";
import type { Route } from "./+types/class-attendees-export";

const BYTE_ORDER_MARK = "\uFEFF";

/** A class date's attendee list as a CSV download, written out line by line as the client reads it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const result = await listClassAttendees({ db: context.db, classInstanceId: params.id });
  if (!result.ok) return new Response("Class instance not found", { status: 404 });
  const lines = exportClassAttendeesCsv({ attendees: result.attendees, timeZone: context.siteSettings.timeZone });
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(started ? next.value : BYTE_ORDER_MARK + next.value));
      started = true;
    },
  });
  const slug = result.classDate.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="attendees-${slug}-${result.classDate.date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
