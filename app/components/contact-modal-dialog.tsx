import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import type { FormResult, FormStatus } from "#app/lib/use-visitor-form";
import { CONTACT_FORM_MESSAGES } from "#rules/contact-message-texts";
import { ContactForm } from "./contact-form";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function ContactModal({
  subject,
  onClose,
  onToast,
  toastLayer,
}: {
  subject: string;
  onClose: () => void;
  /** Receives an element inside the dialog: a modal dialog makes everything outside it inert, toasts included. */
  toastLayer: (element: HTMLDivElement | null) => void;
  /** Shows the toast after sending (the host keeps it after the modal closes). */
  onToast: (message: string, kind: "success" | "error") => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [status, setStatus] = useState<FormStatus>("form");
  const sending = status === "sending";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    return () => element.close();
  }, []);

  function requestClose() {
    if (!sending) onClose();
  }

  function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) requestClose();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={trapFocus}
      onClick={closeOnBackdrop}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="max-h-[90vh] overflow-y-auto p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="font-display text-2xl font-bold text-brand-dark">
              Ask Us Directly
            </h2>
            <p className="mt-1 text-sm text-ink-soft">Send us your question. We reply within 72 hours.</p>
          </div>
          <button
            type="button"
            onClick={requestClose}
            disabled={sending}
            className="rounded-full border border-line px-3 py-1 text-sm font-semibold hover:border-brand disabled:cursor-not-allowed disabled:opacity-50"
          >
            Close
          </button>
        </div>
        <div className="mt-6">
          <ContactForm
            defaultSubject={subject}
            onStatusChange={setStatus}
            onResult={(result: FormResult) => {
              if (result.ok) onToast(CONTACT_FORM_MESSAGES.sent, "success");
              else onToast(result.formError || CONTACT_FORM_MESSAGES.sendFailed, "error");
            }}
            afterSuccess={
              <button
                type="button"
                onClick={onClose}
                className="mt-6 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
              >
                Done
              </button>
            }
          />
        </div>
      </div>
      <div ref={toastLayer} />
    </dialog>
  );
}
