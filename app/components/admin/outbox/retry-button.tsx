import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useCsrfToken } from "#app/components/admin/admin-form";
import { actionLinkClass } from "#app/components/admin/admin-table";
import { useAdminToast } from "#app/components/admin/toasts";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";

export type OutboxRetry = { send: (id: string) => void; busy: boolean };

/**
 * Sending a failed email again. The post and its toast live with the screen,
 * not the button: the button goes away as soon as the email is no longer failed.
 */
export function useOutboxRetry(): OutboxRetry {
  const fetcher = useFetcher<FormAnswer>();
  const csrf = useCsrfToken();
  const showToast = useAdminToast();
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !answer) return;
    showToast(answer.ok ? answer.message : answer.formError, answer.ok ? undefined : "error");
  }, [fetcher.state, answer, showToast]);
  return {
    send: (id) =>
      fetcher.submit({ intent: "retry", id, csrf, js: "1" }, { method: "post", action: ADMIN_PAGES.outbox }),
    busy: fetcher.state !== "idle",
  };
}

/**
 * Without JavaScript it is a plain form post, answered with a redirect back
 * here and the toast in a cookie.
 */
export function RetryButton({
  id,
  label,
  returnTo,
  retry,
}: {
  id: string;
  label: string;
  returnTo: string;
  retry: OutboxRetry;
}) {
  const csrf = useCsrfToken();
  return (
    <form
      method="post"
      action={ADMIN_PAGES.outbox}
      onSubmit={(event) => {
        event.preventDefault();
        retry.send(id);
      }}
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" aria-label={label} disabled={retry.busy} className={actionLinkClass}>
        Retry
      </button>
    </form>
  );
}
