import { requireAdmin } from "#app/lib/admin-session.server";
import { todayIn } from "#core/dates";
import { countSubscribers } from "#core/subscribers/count-subscribers";
import { exportSubscribersCsv } from "#core/subscribers/export-subscribers-csv";
import { EXPORT_COUNT_HEADER, exportFileName, readSubscriberQuery } from "#rules/subscriber-admin";
import type { Route } from "./+types/email-subscribers-export";

/** Tells a spreadsheet the file is UTF-8, so accented names open correctly. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * The currently filtered subscriber list as a CSV download, streamed: each
 * batch of rows is read from the database only when the client has taken the
 * one before, so memory stays flat however many subscribers there are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = readSubscriberQuery(new URL(request.url).searchParams);
  const count = await countSubscribers({ db: context.db, query });
  const lines = exportSubscribersCsv({ db: context.db, query, timeZone: context.siteSettings.timeZone });
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(started ? next.value : BYTE_ORDER_MARK + next.value));
        started = true;
      } catch (error) {
        context.logger.error({ err: error }, "subscriber export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const fileName = exportFileName(todayIn(context.siteSettings.timeZone));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      [EXPORT_COUNT_HEADER]: String(count),
      "Cache-Control": "no-store",
    },
  });
}
