import { type ReactNode, useId, useRef } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A button that opens a dialog with more information. Before JavaScript runs
 * (or without it) the same content is a disclosure the visitor can expand.
 * The native <dialog> traps focus, closes on Escape and returns focus to the button.
 */
export function InfoModal({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  if (!hydrated) {
    return (
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand underline underline-offset-4">{label}</summary>
        <div className="mt-3 space-y-2 text-ink-soft">{children}</div>
      </details>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="mt-4 font-semibold text-brand underline underline-offset-4"
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/50"
      >
        <div className="p-6 sm:p-8">
          <h3 id={titleId} className="font-display text-2xl font-bold text-brand-dark">
            {title}
          </h3>
          <div className="mt-4 space-y-3 text-ink">{children}</div>
          <form method="dialog" className="mt-6 text-right">
            <button type="submit" className="rounded-full bg-brand px-6 py-2 font-semibold text-white">
              Close
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
