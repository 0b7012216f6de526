import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root";

/** The short line under a visitor form that points to the privacy policy, while the policy has text. */
export function LegalConsentLine({ action }: { action: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root?.links.legalPages.includes("privacy")) return null;
  return (
    <p className="text-sm text-ink-soft">
      By {action} you agree to our{" "}
      <Link to="/privacy" className="underline underline-offset-4">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
