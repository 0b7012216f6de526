import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormAnswer } from "#rules/form-answer";
import { useCsrfToken } from "./admin-form";
import { useFetcherAnswer } from "./use-fetcher-answer";

const buttonBase = "rounded-full px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-accent";

/**
 * A modal question with Cancel and a confirm button. Built on <dialog>, so focus
 * stays inside while it is open and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title = "Please confirm",
  message,
  details,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  message: ReactNode;
  /** More under the question: a warning, or a choice that goes with the confirmation. */
  details?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="font-display text-xl font-bold">
          {title}
        </h2>
        <p id={messageId} className="mt-3 text-ink">
          {message}
        </p>
        {details}
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" onClick={onCancel} className={`${buttonBase} border border-line text-ink`}>
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={`${buttonBase} bg-accent text-white disabled:opacity-60`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * A button that asks first, then posts `fields` (with the CSRF token) to
 * `action`, or to the current route when no action is given. `onDone` gets the
 * action's answer, a `FormAnswer` as every back-office action's is.
 */
export function ConfirmSubmit({
  message,
  label,
  confirmLabel = label,
  fields,
  action,
  className,
  accessibleLabel,
  details,
  onDone,
}: {
  message: ReactNode;
  details?: ReactNode;
  label: string;
  confirmLabel?: string;
  fields: Record<string, string>;
  action?: string;
  className?: string;
  /** Names the button for screen readers when its visible label is an icon or a short word. */
  accessibleLabel?: string;
  onDone?: (answer: FormAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormAnswer>();
  const csrf = useCsrfToken();
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher.data, (result) => {
    setOpen(false);
    onDone?.(result);
  });

  return (
    <>
      <button
        type="button"
        aria-label={accessibleLabel}
        onClick={() => setOpen(true)}
        disabled={busy}
        className={className}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        message={message}
        details={details}
        confirmLabel={confirmLabel}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          fetcher.submit({ ...fields, csrf, js: "1" }, { method: "post", ...(action ? { action } : {}) })
        }
      />
    </>
  );
}
