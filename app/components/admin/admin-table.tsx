import { type ReactNode, useEffect, useRef } from "react";
import type { Fetcher } from "react-router";
import type { RowActionResult } from "../../lib/list-action.server";
import { useAdminToast } from "./toasts";

/** Shows the answer of a row action (delete, move) posted by a fetcher as a toast, once per answer. */
export function useFetcherToast(fetcher: Pick<Fetcher, "state" | "data">) {
  const showToast = useAdminToast();
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    const reply = fetcher.data as Partial<RowActionResult>;
    if (typeof reply.message === "string") showToast(reply.message, reply.ok ? "success" : "error");
  });
}

export const rowButtonClass =
  "rounded-full border border-line bg-white px-3 py-1 text-sm font-semibold text-ink hover:border-brand disabled:cursor-not-allowed disabled:opacity-40";

/** A person's photo in a table, or their initials when there is none. */
export function PersonThumbnail({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt="" className="h-12 w-12 shrink-0 rounded-full border border-line object-cover" />;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-light font-bold text-brand-dark"
    >
      {initials}
    </span>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const active = status === "active";
  return (
    <span
      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${active ? "bg-brand-light text-brand-dark" : "bg-paper text-ink-soft"}`}
    >
      {status[0]?.toUpperCase()}
      {status.slice(1)}
    </span>
  );
}

/** The cell padding of an AdminTable, for its rows' cells. */
export const tableCell = "px-3 py-3 align-middle";

/** A back-office table: its column headings, and the rows given as children. */
export function AdminTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[48rem] text-left">
        <thead className="border-b border-line bg-paper text-sm text-ink-soft">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={tableCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const tableRowClass = "border-b border-line last:border-0";
