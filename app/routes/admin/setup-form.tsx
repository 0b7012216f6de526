import { Form } from "react-router";
import { TextField } from "#app/components/form-field";
import { ACCOUNT_LABELS } from "#rules/admin-account";
import { DEMO_CONTENT_MESSAGES } from "#rules/demo-content";
import { answerErrors, answerFormError, type FormAnswer } from "#rules/form-answer";

/** The card around the pages a person without an account uses: first-run setup and an invitation. */
export function WelcomeCard({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-light px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-display text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-center text-ink-soft">{intro}</p>
        {children}
      </div>
    </main>
  );
}

/** Name, (email,) password twice: a new admin's account. */
export function NewAccountForm({
  answer,
  email,
  name,
  submitLabel,
  before,
  after,
}: {
  /** The action's answer to the last post, if any. */
  answer: FormAnswer | undefined;
  /** Fixed for an invitation; asked for when absent. */
  email?: string;
  /** The name the field starts with (an invitation's, as the inviting admin typed it). */
  name?: string;
  submitLabel: string;
  before?: React.ReactNode;
  /** Right above the button: a choice that goes with the account. */
  after?: React.ReactNode;
}) {
  const errors = answerErrors(answer);
  const formError = answerFormError(answer);
  return (
    <Form method="post" noValidate className="mt-6 space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 font-medium text-accent">
          {formError}
        </p>
      ) : null}
      {before}
      <TextField
        id="name"
        name="name"
        label={ACCOUNT_LABELS.yourName}
        autoComplete="name"
        defaultValue={name}
        error={errors.name}
      />
      {email === undefined ? (
        <TextField
          id="email"
          name="email"
          label={ACCOUNT_LABELS.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
      ) : (
        <p>
          Email: <strong>{email}</strong>
        </p>
      )}
      <TextField
        id="password"
        name="password"
        label={ACCOUNT_LABELS.password}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <TextField
        id="confirmPassword"
        name="confirmPassword"
        label={ACCOUNT_LABELS.passwordAgain}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      {after}
      <button
        type="submit"
        className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {submitLabel}
      </button>
    </Form>
  );
}

/** First run: start with the demo content or without it (decision 054). */
export function DemoContentChoice() {
  return (
    <fieldset>
      <legend className="font-semibold">{DEMO_CONTENT_MESSAGES.setupLegend}</legend>
      {(
        [
          ["with", DEMO_CONTENT_MESSAGES.setupWith],
          ["without", DEMO_CONTENT_MESSAGES.setupWithout],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="mt-2 flex items-start gap-2">
          <input type="radio" name="demo" value={value} defaultChecked={value === "with"} className="mt-1.5" />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
