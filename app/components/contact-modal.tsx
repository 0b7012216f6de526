import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ToastRegion, useToasts } from "./toast";

// The form and its rules load only when a visitor opens the modal, keeping them
// out of every public page's first download.
const ContactModal = lazy(() => import("./contact-modal-dialog"));

/** The window event that opens the contact modal; `detail` may carry `{ subject }`. */
const OPEN_CONTACT_FORM_EVENT = "openContactForm";

/** Opens the contact modal from anywhere on the page, with an optional subject. */
export function openContactForm(subject?: string) {
  window.dispatchEvent(new CustomEvent(OPEN_CONTACT_FORM_EVENT, { detail: subject ? { subject } : {} }));
}

/** Rendered once in the site layout: the modal, and the toasts that outlive it. */
export function ContactModalHost() {
  const [open, setOpen] = useState<{ subject: string; key: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { toasts, showToast, dismissToast } = useToasts();
  const [toastLayer, setToastLayer] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    function handleOpen(event: Event) {
      const detail = (event as CustomEvent<{ subject?: unknown } | null>).detail;
      const subject = typeof detail?.subject === "string" ? detail.subject : "";
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      setOpen((current) => current ?? { subject, key: Date.now() });
    }
    window.addEventListener(OPEN_CONTACT_FORM_EVENT, handleOpen);
    return () => window.removeEventListener(OPEN_CONTACT_FORM_EVENT, handleOpen);
  }, []);

  const close = useCallback(() => {
    setOpen(null);
    const target = opener.current;
    opener.current = null;
    setTimeout(() => target?.isConnected && target.focus(), 0);
  }, []);

  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ContactModal
            key={open.key}
            subject={open.subject}
            onClose={close}
            onToast={showToast}
            toastLayer={setToastLayer}
          />
        </Suspense>
      ) : null}
      {/* While the modal is open the toasts live inside it, above its backdrop and still clickable. */}
      {open && toastLayer ? (
        createPortal(<ToastRegion toasts={toasts} onDismiss={dismissToast} />, toastLayer)
      ) : (
        <ToastRegion toasts={toasts} onDismiss={dismissToast} />
      )}
    </>
  );
}
