import { useState } from "react";
import { useFetcher } from "react-router";
import { AdminFormFields, useCsrfToken } from "#app/components/admin/admin-form";
import { actionLinkClass, dangerButtonClass } from "#app/components/admin/admin-table";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { useResultToast } from "#app/components/admin/tabs/list-tab";
import { useFetcherAnswer } from "#app/components/admin/use-fetcher-answer";
import { useHydrated } from "#app/components/use-hydrated";
import { BULK_INBOX_ACTIONS, deleteMessagesConfirmation } from "#rules/contact-inbox";
import type { FormAnswer } from "#rules/form-answer";

/** The form the rows' checkboxes belong to (by their `form` attribute), so it works without JavaScript too. */
export const INBOX_BULK_FORM = "inbox-bulk";

/**
 * The bar above the inbox's table: how many rows are selected, and Mark read,
 * Archive and Delete for them (Delete asks first). The answer shows as a toast,
 * then the selection is cleared.
 */
export function InboxBulkActions({
  action,
  selected,
  onDone,
}: {
  action: string;
  selected: readonly string[];
  onDone: () => void;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const csrf = useCsrfToken();
  const hydrated = useHydrated();
  const showResult = useResultToast();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const none = hydrated && selected.length === 0;

  useFetcherAnswer(fetcher.data, (result) => {
    setConfirming(false);
    showResult(result);
    onDone();
  });

  return (
    <fetcher.Form
      id={INBOX_BULK_FORM}
      method="post"
      action={action}
      aria-label="Selected messages"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-paper px-4 py-2"
    >
      <AdminFormFields />
      <p role="status" className="mr-2 text-sm font-semibold text-ink">
        {hydrated ? `${selected.length} selected` : "Selected messages:"}
      </p>
      {(["bulkRead", "bulkArchive"] as const).map((intent) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          disabled={none || busy}
          className={`${actionLinkClass} disabled:cursor-not-allowed disabled:opacity-40`}
        >
          {BULK_INBOX_ACTIONS[intent].label}
        </button>
      ))}
      <button
        type="button"
        disabled={none || busy}
        onClick={() => setConfirming(true)}
        className={`${dangerButtonClass} disabled:cursor-not-allowed disabled:opacity-40`}
      >
        {BULK_INBOX_ACTIONS.bulkDelete.label}
      </button>
      <ConfirmDialog
        open={confirming}
        message={deleteMessagesConfirmation(selected.length)}
        confirmLabel={BULK_INBOX_ACTIONS.bulkDelete.label}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          fetcher.submit({ intent: "bulkDelete", ids: selected.join(","), csrf, js: "1" }, { method: "post", action })
        }
      />
    </fetcher.Form>
  );
}
