import { requireAdmin } from "#app/lib/admin-session.server";
import { csvDownload } from "#app/lib/csv-download.server";
import { todayIn } from "#core/dates";
import { countSubscribers } from "#core/subscribers/count-subscribers";
import { exportSubscribersCsv } from "#core/subscribers/export-subscribers-csv";
import { exportFileName, readSubscriberQuery } from "#rules/subscriber-admin";
import type { Route } from "./+types/email-subscribers-export";

/** The currently filtered subscriber list as a CSV download, streamed a batch at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = readSubscriberQuery(new URL(request.url).searchParams);
  return csvDownload({
    lines: exportSubscribersCsv({ db: context.db, query, timeZone: context.siteSettings.timeZone }),
    fileName: exportFileName(todayIn(context.siteSettings.timeZone)),
    count: await countSubscribers({ db: context.db, query }),
    context,
    during: "subscriber export failed",
  });
}
