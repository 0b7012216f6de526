import { Form } from "react-router";
import { TwoFactorCodeField } from "#app/components/admin/sign-in-fields";
import { SignedOutCard, signedOutButtonClass } from "#app/components/admin/signed-out-card";
import { ADMIN_PAGES } from "#app/lib/admin-paths";

/** The sign-in page's second step, for an account with two-factor sign-in. */
export function TwoFactorStep({
  challenge,
  redirectTo,
  error,
  busy,
}: {
  challenge: string;
  redirectTo: string;
  error?: string;
  busy: boolean;
}) {
  return (
    <SignedOutCard title="Admin Portal" intro="Two-factor sign-in">
      <Form method="post" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TwoFactorCodeField error={error} />
        <button type="submit" disabled={busy} className={signedOutButtonClass}>
          {busy ? "Signing in..." : "Verify"}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <a href={ADMIN_PAGES.signIn} className="text-brand underline underline-offset-4">
          Start again
        </a>
      </p>
    </SignedOutCard>
  );
}
