import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { SESSION_KEEPING_MESSAGES } from "#rules/admin-form";
import { answerErrors, answerFormError, type FormAnswer } from "#rules/form-answer";
import { SIGN_IN_MESSAGES, SignInSchema } from "#rules/sign-in";
import { currentCsrfToken, finishSignIn, keepSessionFetch, signInReason, subscribeToSignIn } from "./session-keeper";
import { type SignInFieldErrors, SignInFields, TwoFactorCodeField } from "./sign-in-fields";
import { signedOutButtonClass } from "./signed-out-card";

/** The sign-in page's answer (a `challenge` when the account asks for a code next). */
type Answer = FormAnswer<{ challenge: string }>;

async function post(form: FormData): Promise<Answer> {
  try {
    const response = await fetch(ADMIN_PAGES.signInDialog, { method: "POST", body: form });
    return (await response.json()) as Answer;
  } catch {
    return { ok: false, errors: {}, formError: SIGN_IN_MESSAGES.failed };
  }
}

/**
 * The sign-in page's two steps in a modal over the page whose session ended:
 * the page stays as it is underneath, and what was waiting for the session
 * (a save, a delete) is sent once the admin is in again. It cannot be dismissed:
 * the only ways on are signing in or leaving the page.
 */
export function SignInDialog({ email }: { email: string }) {
  const reason = useSyncExternalStore(subscribeToSignIn, signInReason, () => null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const revalidator = useRevalidator();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // Every back-office request goes through the wrapper while the layout is on screen.
  useEffect(() => {
    const original = window.fetch;
    window.fetch = keepSessionFetch(original.bind(window));
    return () => {
      window.fetch = original;
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (reason && !element.open) {
      setChallenge(null);
      setFieldErrors({});
      setFormError(null);
      setCodeError(undefined);
      element.showModal();
      element.querySelector<HTMLInputElement>("input[name=password]")?.focus();
    }
    if (!reason && element.open) element.close();
  }, [reason]);

  async function signedIn() {
    const csrfToken = await currentCsrfToken();
    if (!csrfToken) {
      setFormError(SIGN_IN_MESSAGES.failed);
      return;
    }
    finishSignIn(csrfToken);
    // The layout's token, the timer and the lists catch up with the new session.
    void revalidator.revalidate();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!challenge) {
      const parsed = SignInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
      if (!parsed.success) {
        const errors: SignInFieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
        }
        setFieldErrors(errors);
        setFormError(null);
        return;
      }
    }
    setBusy(true);
    const answer = await post(form);
    setBusy(false);
    const { code, ...fields } = answerErrors(answer);
    setFieldErrors(fields);
    setFormError(answerFormError(answer) || null);
    setCodeError(code);
    if (answer.ok) {
      await signedIn();
      return;
    }
    setChallenge(answer.challenge ?? null);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/60"
    >
      {reason ? (
        <div className="p-6 sm:p-8">
          <h2 id={titleId} className="font-display text-2xl font-bold">
            {SESSION_KEEPING_MESSAGES.title}
          </h2>
          {reason === "inactivity" ? (
            <p role="alert" className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-sm text-ink">
              {SIGN_IN_MESSAGES.expired}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-ink-soft">{SESSION_KEEPING_MESSAGES.ended}</p>
          {formError ? (
            <p role="alert" className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-sm font-semibold text-ink">
              {formError}
            </p>
          ) : null}
          <form key={challenge ? "code" : "password"} noValidate onSubmit={submit} className="mt-5 space-y-5">
            {challenge ? (
              <>
                <input type="hidden" name="intent" value="two-factor" />
                <input type="hidden" name="challenge" value={challenge} />
                <TwoFactorCodeField error={codeError} idPrefix="session-" />
              </>
            ) : (
              <SignInFields errors={fieldErrors} idPrefix="session-" defaultEmail={email} />
            )}
            <button type="submit" disabled={busy} className={signedOutButtonClass}>
              {busy ? "Signing in..." : challenge ? "Verify" : "Sign In"}
            </button>
          </form>
        </div>
      ) : null}
    </dialog>
  );
}
