import type { AppLoadContext } from "react-router";
import { redirectWithToast } from "./flash-toast.server";

/**
 * The row an edit page shows. When it is gone (deleted, or a mistyped address)
 * the page goes back to its manager's list, which says so in an error toast
 * with the page's own message from `rules/` (decision 040); every manager's
 * edit page does the same.
 */
export function foundOrBackToList<Row>(
  row: Row | null | undefined,
  { list, message, context }: { list: string; message: string; context: AppLoadContext },
): Row {
  if (row) return row;
  throw redirectWithToast({ to: list, message, tone: "error", context });
}
