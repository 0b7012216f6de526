import { useState } from "react";
import { SIGN_IN_LABELS } from "#rules/sign-in-texts";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { SignedOutField } from "./signed-out-card";

export type SignInFieldErrors = { email?: string; password?: string };

/**
 * Email and password with Show / Hide, on the sign-in page and in the
 * sign-in dialog of a page whose session ended. `idPrefix` keeps the ids apart
 * from the fields of the page under the dialog.
 */
export function SignInFields({
  errors,
  idPrefix = "",
  defaultEmail,
}: {
  errors: SignInFieldErrors;
  idPrefix?: string;
  defaultEmail?: string;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = `${idPrefix}password`;
  return (
    <>
      <SignedOutField
        id={`${idPrefix}email`}
        label={SIGN_IN_LABELS.email}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={defaultEmail}
        error={errors.email}
      />
      <SignedOutField
        id={passwordId}
        label={SIGN_IN_LABELS.password}
        name="password"
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        error={errors.password}
        className="pr-20"
      >
        <button
          type="button"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-controls={passwordId}
          aria-label={showPassword ? "Hide password" : "Show password"}
          className="absolute inset-y-0 right-0 mt-1 px-3 text-sm font-semibold text-brand"
        >
          {showPassword ? "Hide" : "Show"}
        </button>
      </SignedOutField>
    </>
  );
}

/** The second step's field: a code from the authenticator app or a recovery code. */
export function TwoFactorCodeField({ error, idPrefix = "" }: { error?: string; idPrefix?: string }) {
  const id = `${idPrefix}code`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        Code
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {TWO_FACTOR_MESSAGES.codePrompt}
      </p>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="text"
        autoComplete="one-time-code"
        required
        // biome-ignore lint/a11y/noAutofocus: the only field of this step, reached by submitting the previous one
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-lg tracking-widest text-ink focus:border-brand"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-accent">
          {error}
        </p>
      ) : null}
    </div>
  );
}
