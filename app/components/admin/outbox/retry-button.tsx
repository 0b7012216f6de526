import { useEffect } from "react";
import { useFetcher } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { actionLinkClass } from "#app/components/admin/admin-table";
import { useAdminToast } from "#app/components/admin/toasts";
import type { SaveResult } from "#app/lib/admin-action.server";
import { OUTBOX_PATH } from "#rules/outbox";

/** Sends a failed email again; the list reloads with its new status, and a toast says what happens next. */
export function RetryButton({ id, label, returnTo }: { id: string; label: string; returnTo: string }) {
  const fetcher = useFetcher<SaveResult>();
  const showToast = useAdminToast();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    showToast(answer.ok ? answer.message : answer.formError, answer.ok ? undefined : "error");
  }, [fetcher.state, answer, showToast]);
  return (
    <fetcher.Form method="post" action={OUTBOX_PATH} encType="multipart/form-data">
      <AdminFormFields />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" aria-label={label} disabled={fetcher.state !== "idle"} className={actionLinkClass}>
        Retry
      </button>
    </fetcher.Form>
  );
}
