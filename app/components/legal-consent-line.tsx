import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";

/**
 * The short line under a visitor form that points to the privacy policy, while
 * the policy has text. The policy opens in a new tab, so reading it never
 * takes the visitor away from what she has typed (the form may be in a dialog).
 */
export function LegalConsentLine({ action }: { action: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root?.links.legalPages.includes("privacy")) return null;
  return (
    <p className="text-sm text-ink-soft">
      By {action} you agree to our{" "}
      <a href="/privacy" target="_blank" rel="noopener" className="underline underline-offset-4">
        Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
