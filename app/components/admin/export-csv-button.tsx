import { useState } from "react";
import { useAdminToast } from "#app/components/admin/toasts";
import { EXPORT_COUNT_HEADER } from "#rules/subscriber-admin";

/**
 * Export CSV of the currently filtered list: a plain link to the streamed
 * file, which the browser saves to disk as it arrives (so it works without
 * JavaScript and never holds the whole file in the page's memory). With
 * JavaScript the export is first asked for and dropped after its headers, so
 * the toast can say how many rows it holds, or that it failed.
 */
export function ExportCsvButton({
  href,
  exported,
  failure,
}: {
  /** The export's address with the list's search and filters. */
  href: string;
  /** The toast for an export of `count` rows. */
  exported: (count: number) => string;
  failure: string;
}) {
  const showToast = useAdminToast();
  const [busy, setBusy] = useState(false);

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
      showToast(exported(Number(response.headers.get(EXPORT_COUNT_HEADER) ?? 0)));
    } catch {
      showToast(failure, "error");
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
