import { type ReactNode, useEffect, useId, useRef } from "react";
import { mayDiscard, onBackdropClick, useFocusReturn } from "#app/components/admin/modal-close";
import { useUnsavedWork } from "#app/components/admin/unsaved-work";

/**
 * A back-office modal (the hero images' editor, the newsletter's image
 * picker): a <dialog> opened as modal while mounted, so focus stays inside;
 * Escape, the close button and a click on the backdrop close it, after asking
 * when `dirty` says something typed would be lost. The focus then returns to
 * the button that opened it, or to what `focusAfter` gives.
 */
export function AdminModal({
  title,
  onClose,
  children,
  closeDisabled = false,
  dirty = false,
  focusAfter,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeDisabled?: boolean;
  dirty?: boolean;
  focusAfter?: () => HTMLElement | null;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useFocusReturn(undefined, focusAfter);
  useUnsavedWork(dirty);
  const close = () => {
    if (!closeDisabled && mayDiscard(dirty)) onClose();
  };

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop has no keyboard focus; Escape closes the same way (onCancel)
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={onBackdropClick(close)}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
        <h2 id={titleId} className="font-display text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={close}
          disabled={closeDisabled}
          aria-label="Close"
          className="rounded-full px-3 py-1 text-2xl leading-none text-ink-soft hover:text-ink disabled:opacity-50"
        >
          ×
        </button>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}
