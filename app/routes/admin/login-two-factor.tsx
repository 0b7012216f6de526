import { Form } from "react-router";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";

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
    <main className="flex min-h-screen items-center justify-center bg-brand-light px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-display text-3xl font-bold">Admin Portal</h1>
        <p className="mt-2 text-center text-ink-soft">Two-factor sign-in</p>
        <Form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="two-factor" />
          <input type="hidden" name="challenge" value={challenge} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div>
            <label htmlFor="code" className="block text-sm font-semibold">
              Code
            </label>
            <p id="code-hint" className="mt-1 text-sm text-ink-soft">
              {TWO_FACTOR_MESSAGES.codePrompt}
            </p>
            <input
              id="code"
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              required
              // biome-ignore lint/a11y/noAutofocus: the only field of this step, reached by submitting the previous one
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "code-hint code-error" : "code-hint"}
              className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-lg tracking-widest text-ink focus:border-brand"
            />
            {error ? (
              <p id="code-error" role="alert" className="mt-1 text-sm font-semibold text-accent">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {busy ? "Signing in..." : "Verify"}
          </button>
        </Form>
        <p className="mt-4 text-center text-sm">
          <a href="/admin/login" className="text-brand underline underline-offset-4">
            Start again
          </a>
        </p>
      </div>
    </main>
  );
}
