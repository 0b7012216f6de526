import type { AppLoadContext } from "react-router";
import { EXPORT_COUNT_HEADER } from "#rules/subscriber-admin";

/** Tells a spreadsheet the file is UTF-8, so accented names open correctly. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A CSV download streamed from `lines`: each next piece is asked for only
 * when the client has taken the one before, so memory stays flat however many
 * rows there are. `count`, when given, goes in the X-Export-Count header for
 * the page's "Exported N" toast.
 */
export function csvDownload({
  lines,
  fileName,
  count,
  context,
  during,
}: {
  lines: AsyncGenerator<string>;
  fileName: string;
  count?: number;
  context: AppLoadContext;
  /** What the log says failed when reading stops half way. */
  during: string;
}): Response {
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
        context.logger.error({ err: error }, during);
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      ...(count === undefined ? {} : { [EXPORT_COUNT_HEADER]: String(count) }),
      "Cache-Control": "no-store",
    },
  });
}
