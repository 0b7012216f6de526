import { useState } from "react";
import { useAdminToast } from "#app/components/admin/toasts";
import { EXPORT_COUNT_HEADER, EXPORT_PATH, exportedMessage, SUBSCRIBER_ADMIN_MESSAGES } from "#rules/subscriber-admin";

/**
 * Export CSV of the currently filtered list: a plain link to the streamed
 * file, which the browser saves to disk as it arrives (so it works without
 * JavaScript and never holds the whole file in the page's memory). With
 * JavaScript the export is first asked for and dropped after its headers, so
 * the toast can say how many subscribers it holds, or that it failed.
 */
export function ExportCsvButton({ search }: { search: string }) {
  const showToast = useAdminToast();
  const [busy, setBusy] = useState(false);
  const href = `${EXPORT_PATH}${search}`;

  async function download(link: HTMLAnchorElement) {
    setBusy(true);
    try {
      const controller = new AbortController();
      const response = await fetch(href, { headers: { Accept: "text/csv" }, signal: controller.signal });
      controller.abort();
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const saving = document.createElement("a");
      saving.href = link.href;
      saving.download = "";
      document.body.append(saving);
      saving.click();
      saving.remove();
      showToast(exportedMessage(Number(response.headers.get(EXPORT_COUNT_HEADER) ?? 0)));
    } catch {
      showToast(SUBSCRIBER_ADMIN_MESSAGES.exportFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <a
      href={href}
      download
      aria-disabled={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download(event.currentTarget);
      }}
      className="inline-block rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-60"
    >
      Export CSV
    </a>
  );
}
