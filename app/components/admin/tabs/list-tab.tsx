import { type ComponentProps, type ReactNode, useCallback } from "react";
import { Link } from "react-router";
import { actionLinkClass, Badge } from "#app/components/admin/admin-table";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { EmptyState, ListFilters, statusOptions } from "#app/components/admin/list-controls";
import { useAdminToast } from "#app/components/admin/toasts";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { capitalize } from "#app/lib/format";
import { ADMIN_VERBS } from "#rules/admin-verbs";

/** Pieces the managers' list pages share: heading with its New button, filters, badges and row actions. */

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
  moreFilters = [],
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
  /** The status filter's values after "all": active, draft, archived, unless a tab adds one (team members add inactive). */
  statuses?: readonly string[];
  /** Filters after the status filter (testimonials add their location). */
  moreFilters?: ComponentProps<typeof ListFilters>["filters"];
  /** More links or a status line beside the New button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">{title}</h1>
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
          filters={[{ name: "status", label: "Status", options: statusOptions(statuses) }, ...moreFilters]}
        />
      </div>
      {isEmpty ? (
        <div className="mt-6">
          <EmptyState title={emptyTitle} hint={filtered ? "Try adjusting your search or filters" : firstHint} />
        </div>
      ) : (
        <div className="mt-6">{children}</div>
      )}
    </>
  );
}

const STATUS_TONES: Record<string, "brand" | "neutral" | "accent"> = {
  active: "brand",
  draft: "neutral",
  archived: "accent",
  inactive: "neutral",
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{capitalize(status)}</Badge>;
}

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
  details,
  fields = {},
}: {
  editTo: string;
  subject: string;
  question: string;
  between?: ReactNode;
  /** Shown in the delete question under its text, e.g. a choice posted with `fields`. */
  details?: ReactNode;
  fields?: Record<string, string>;
}) {
  const showResult = useResultToast();
  return (
    <>
      <Link to={editTo} aria-label={`Edit ${subject}`} className={actionLinkClass}>
        Edit
      </Link>
      {between}
      <ConfirmSubmit
        label={ADMIN_VERBS.delete}
        accessibleLabel={`Delete ${subject}`}
        message={question}
        details={details}
        fields={{ ...fields, intent: "delete" }}
        action={editTo}
        className={actionLinkClass}
        onDone={showResult}
      />
    </>
  );
}

/** Shows an action's answer (from a list's delete or duplicate) as a toast. */
export function useResultToast() {
  const showToast = useAdminToast();
  return useCallback(
    (answer: FormAnswer) => {
      if (answer.ok) showToast(answer.message, "success", answer.undo);
      else if (answer.formError) showToast(answer.formError, "error");
    },
    [showToast],
  );
}
