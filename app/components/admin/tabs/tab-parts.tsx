import { type ReactNode, useCallback } from "react";
import { Link } from "react-router";
import type { SaveResult } from "../../../lib/admin-action.server";
import { capitalize } from "../../../lib/format";
import { ConfirmSubmit } from "../confirm-dialog";
import { EmptyState, ListFilters, statusOptions } from "../list-controls";
import { useAdminToast } from "../toasts";

/** Pieces the dashboard's content tabs share: heading with its New button, filters, table and badges. */

export const CLASS_STATUS_FILTER_VALUES = ["active", "draft", "archived"] as const;

/**
 * A tab's heading with its New button, the search and status filter, then the
 * table, or the empty state when nothing is listed: with a hint to widen the
 * search when it is filtered, or to add the first one when there is none.
 */
export function ListTab({
  title,
  newLabel,
  newTo,
  searchPlaceholder,
  isEmpty,
  filtered,
  emptyTitle,
  firstHint,
  statuses = CLASS_STATUS_FILTER_VALUES,
  actions,
  children,
}: {
  title: string;
  newLabel: string;
  newTo: string;
  searchPlaceholder: string;
  isEmpty: boolean;
  filtered: boolean;
  emptyTitle: string;
  firstHint: string;
  /** The status filter's values after "all"; the spec's list unless a tab adds one (team members add inactive). */
  statuses?: readonly string[];
  /** More links or a status line beside the New button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tab-heading" className="font-display text-2xl font-bold">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          {actions}
          <Link to={newTo} className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            {newLabel}
          </Link>
        </div>
      </div>
      <div className="mt-4">
        <ListFilters
          searchPlaceholder={searchPlaceholder}
          filters={[{ name: "status", label: "Status", options: statusOptions(statuses) }]}
          keep={["tab"]}
        />
      </div>
      {isEmpty ? (
        <div className="mt-6">
          <EmptyState title={emptyTitle} hint={filtered ? "Try adjusting your search or filters" : firstHint} />
        </div>
      ) : (
        children
      )}
    </>
  );
}

export function DataTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-ink-soft">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

const BADGE_TONES: Record<string, string> = {
  active: "bg-brand-light text-brand-dark",
  draft: "bg-paper text-ink-soft border border-line",
  archived: "bg-accent-light text-accent",
  inactive: "bg-paper text-ink-soft border border-line",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${BADGE_TONES[status] ?? ""}`}>
      {capitalize(status)}
    </span>
  );
}

export const rowActionClass =
  "rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-brand hover:text-brand disabled:opacity-60";

/**
 * A row's Edit link and Delete button, named for screen readers after `subject`.
 * Delete asks `question` first, then posts intent=delete to the edit page, and
 * its answer shows as a toast. `between` goes between the two (a class's Duplicate).
 */
export function EditDeleteActions({
  editTo,
  subject,
  question,
  between,
}: {
  editTo: string;
  subject: string;
  question: string;
  between?: ReactNode;
}) {
  const showResult = useResultToast();
  return (
    <>
      <Link to={editTo} aria-label={`Edit ${subject}`} className={rowActionClass}>
        Edit
      </Link>
      {between}
      <ConfirmSubmit
        label="Delete"
        accessibleLabel={`Delete ${subject}`}
        message={question}
        fields={{ intent: "delete" }}
        action={editTo}
        className={rowActionClass}
        onDone={showResult}
      />
    </>
  );
}

/** Shows an action's answer (from a list's delete or duplicate) as a toast. */
export function useResultToast() {
  const showToast = useAdminToast();
  return useCallback(
    (result: unknown) => {
      const answer = result as SaveResult | undefined;
      if (answer?.ok) showToast(answer.message);
      else if (answer?.formError) showToast(answer.formError, "error");
    },
    [showToast],
  );
}
