import type { ReactNode } from "react";
import { openContactForm } from "./contact-modal";
import { useHydrated } from "./use-hydrated";

/**
 * A button that opens the contact modal with a subject filled in. Until JavaScript runs (or without it)
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
