import { type MouseEvent, useEffect, useRef, useState } from "react";
import { ADMIN_FORM_MESSAGES } from "#rules/admin-form";

/**
 * What every back-office modal does on closing: it asks before dropping typed
 * text (Cancel, Escape and a click on the backdrop alike), and gives the focus
 * back to the control that opened it.
 */

/** True when the modal may close: nothing typed, or the admin agreed to lose it. */
export function mayDiscard(dirty: boolean): boolean {
  return !dirty || window.confirm(ADMIN_FORM_MESSAGES.unsavedChangesInModal);
}

/** For a <dialog>'s onClick: a click on the backdrop (the dialog element itself, outside its content). */
export function onBackdropClick(close: () => void) {
  return (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
}

/**
 * Remembers which element had the focus when the modal opened, and focuses it
 * again when the modal goes. `fallback` finds the opener again when the list it
 * sat in was drawn anew meanwhile; `instead`, when it gives an element, is
 * focused rather than the opener (the text an image was just put into).
 */
export function useFocusReturn(fallback?: () => HTMLElement | null, instead?: () => HTMLElement | null) {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  const findAgain = useRef(fallback);
  findAgain.current = fallback;
  const preferred = useRef(instead);
  preferred.current = instead;
  useEffect(() => {
    return () => {
      const target =
        preferred.current?.() ??
        (opener?.isConnected && opener !== document.body ? opener : (findAgain.current?.() ?? null));
      // After the dialog has left the page, so the browser does not move the focus again.
      setTimeout(() => target?.focus(), 0);
    };
  }, [opener]);
}
