import { createContext, type ReactNode, useContext, useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { type Toast, ToastRegion, type ToastTone, useToasts } from "#app/components/toast";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import type { FormAnswer } from "#rules/form-answer";
import { TRASH_MESSAGES } from "#rules/trash";
import { useCsrfToken } from "./admin-form";

/** Shows a toast; `undo` holds the trash items of a delete, which the toast offers to restore for 10 seconds. */
type ShowToast = (message: string, tone?: ToastTone, undo?: readonly string[]) => void;

const ToastContext = createContext<ShowToast>(() => {});

/**
 * The Undo button of a delete's toast: restores the row from the trash (all
 * rows of a delete of several, in one request), then replaces the toast with
 * the answer. A plain form without JavaScript, which comes back to this page.
 */
function UndoButton({ toast, onDone }: { toast: Toast; onDone: (answer: FormAnswer) => void }) {
  const fetcher = useFetcher<FormAnswer>();
  const location = useLocation();
  const answer = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports each answer once
  useEffect(() => {
    if (fetcher.state === "idle" && answer) onDone(answer);
  }, [fetcher.state, answer]);
  return (
    <fetcher.Form method="post" action={ADMIN_PAGES.trash}>
      <input type="hidden" name="csrf" value={useCsrfToken()} />
      <input type="hidden" name="js" value="1" />
      <input type="hidden" name="intent" value="restore" />
      {toast.undo?.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded px-1 text-sm font-bold underline underline-offset-2 hover:no-underline"
      >
        {TRASH_MESSAGES.undo}
      </button>
    </fetcher.Form>
  );
}

/**
 * Toasts of the back office. They live in the admin layout, so a toast shown
 * just before a redirect stays on screen on the next page.
 */
export function AdminToasts({ initial, children }: { initial: Omit<Toast, "id">[]; children: ReactNode }) {
  const { toasts, showToast, dismissToast } = useToasts(initial);
  return (
    <ToastContext.Provider value={showToast}>
      {children}
      <ToastRegion
        toasts={toasts}
        onDismiss={dismissToast}
        action={(toast) =>
          toast.undo?.length ? (
            <UndoButton
              toast={toast}
              onDone={(answer) => {
                dismissToast(toast.id);
                if (answer.ok) showToast(answer.message);
                else showToast(answer.formError, "error");
              }}
            />
          ) : null
        }
      />
    </ToastContext.Provider>
  );
}

export function useAdminToast(): ShowToast {
  return useContext(ToastContext);
}
