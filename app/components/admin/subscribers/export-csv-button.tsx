import { useState } from "react";
import { useAdminToast } from "#app/components/admin/toasts";
import {
  EXPORT_COUNT_HEADER,
  EXPORT_PATH,
  exportedMessage,
  exportFileName,
  SUBSCRIBER_ADMIN_MESSAGES,
} from "#rules/subscriber-admin";

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? exportFileName(new Date().toISOString().slice(0, 10));
}

/**
 * Export CSV of the currently filtered list. A plain link to the streamed file
 * (so it works without JavaScript); with JavaScript the file is fetched first,
 * so the toast can say how many subscribers it holds, or that it failed.
 */
export function ExportCsvButton({ search }: { search: string }) {
  const showToast = useAdminToast();
  const [busy, setBusy] = useState(false);
  const href = `${EXPORT_PATH}${search}`;

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(href, { headers: { Accept: "text/csv" } });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
        if (!busy) void download();
      }}
      className="inline-block rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark aria-disabled:opacity-60"
    >
      Export CSV
    </a>
  );
}
