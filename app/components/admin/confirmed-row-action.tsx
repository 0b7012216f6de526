import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "#rules/form-answer";
import { useCsrfToken } from "./admin-form";
import { ConfirmDialog } from "./confirm-dialog";
import { useAdminToast } from "./toasts";

type Pending = { message: string; fields: Record<string, string> };
export type RowAction = { ask: (pending: Pending) => void; busy: boolean; dialog: ReactNode };

/**
 * A list's row action that asks first (delete, unsubscribe). The question and
 * the post live with the list, not the row: the row disappears or changes when
 * the list reloads after the write, and the answer's toast must still show.
 * Use it in the screen (which stays when the last row goes), pass it to the
 * table for the rows' buttons, and render its `dialog` once.
 */
export function useConfirmedRowAction({
  action,
  confirmLabel,
  failure,
}: {
  action: string;
  confirmLabel: string;
  /** The toast when the write fails without a message of its own. */
  failure: string;
}): RowAction {
  const [pending, setPending] = useState<Pending | null>(null);
  const fetcher = useFetcher<FormAnswer>();
  const csrf = useCsrfToken();
  const showToast = useAdminToast();
  const busy = fetcher.state !== "idle";

  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || answer === undefined) return;
    setPending(null);
    if (answer.ok) showToast(answer.message, "success", answer.undo);
    else showToast(failure, "error");
  }, [fetcher.state, answer, failure, showToast]);

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ""}
      confirmLabel={confirmLabel}
      busy={busy}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) fetcher.submit({ ...pending.fields, csrf, js: "1" }, { method: "post", action });
      }}
    />
  );
  return { ask: setPending, busy, dialog };
}
