import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/** How long a toast without Undo stays. */
const TOAST_DURATION_MS = 5000;
/** How long a toast that offers Undo stays (docs/decisions/034-trash.md). */
const UNDO_TOAST_DURATION_MS = 10_000;

export type ToastTone = "success" | "error";
/** `undo`: the trash items a delete made, which the toast offers to restore. */
export type Toast = { id: number; message: string; tone: ToastTone; undo?: readonly string[] };

const durationOf = (toast: Pick<Toast, "undo">) => (toast.undo?.length ? UNDO_TOAST_DURATION_MS : TOAST_DURATION_MS);

/**
 * Toasts that remove themselves after TOAST_DURATION_MS. `initial` toasts are
 * rendered by the server too, e.g. the result of a post without JavaScript.
 */
export function useToasts(initial: Omit<Toast, "id">[] = []) {
  const [toasts, setToasts] = useState<Toast[]>(() => initial.map((toast, index) => ({ ...toast, id: -1 - index })));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (message: string, tone: ToastTone = "success", undo?: readonly string[]) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone, ...(undo?.length ? { undo } : {}) }]);
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), durationOf({ undo })),
      );
    },
    [dismissToast],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: initial toasts are timed once, on mount
  useEffect(() => {
    const pending = timers.current;
    for (const toast of toasts)
      pending.set(
        toast.id,
        setTimeout(() => dismissToast(toast.id), durationOf(toast)),
      );
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { toasts, showToast, dismissToast };
}

/**
 * Where toasts appear. The live region is always in the page, so screen
 * readers announce each toast as it is added.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  action,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /** A button beside Dismiss, e.g. the back office's Undo. */
  action?: (toast: Toast) => ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ${
            toast.tone === "success"
              ? "border-brand bg-brand-light text-brand-dark"
              : "border-accent bg-accent-light text-ink"
          }`}
        >
          <span aria-hidden="true" className="font-bold">
            {toast.tone === "success" ? "✓" : "!"}
          </span>
          <p className="flex-1 text-sm font-medium">{toast.message}</p>
          {action?.(toast)}
          <button
            type="button"
            onClick={() => onDismiss(toast.id)}
            className="rounded px-1 text-sm font-semibold underline-offset-2 hover:underline"
          >
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
