import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/** Opens the contact modal with a subject filled in, through the `openContactForm` window event. */
export function openContactForm(subject?: string) {
  window.dispatchEvent(new CustomEvent("openContactForm", { detail: { subject } }));
}

/**
 * A button that opens the contact modal. Until JavaScript runs (or without it)
 * it is a link to the contact page with the same subject.
 */
export function AskUsButton({
  subject,
  className,
  children,
}: {
  subject: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`/contact?subject=${encodeURIComponent(subject)}`} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => openContactForm(subject)}>
      {children}
    </button>
  );
}
