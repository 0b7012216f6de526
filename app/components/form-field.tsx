import { Children, type ComponentProps, type ComponentPropsWithoutRef, isValidElement, type ReactNode } from "react";
import type { VisitorAnswer } from "#rules/form-answer";
import { CONFIRMATION_FIELD, HONEYPOT_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
};

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-ink-soft/70 focus:border-brand disabled:bg-paper";

function Label({ id, label, required }: FieldProps) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-ink">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-error">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-ink-soft"> (optional)</span>
      )}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">
      {error}
    </p>
  ) : null;
}

function describedBy(id: string, error?: string) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** A labelled input whose error is tied to it for assistive technology. */
export function TextField({ id, label, error, required, ...input }: FieldProps & ComponentProps<"input">) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        {...describedBy(id, error)}
        {...input}
        className={`${inputClass} ${error ? "border-accent" : "border-line"}`}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, error, required, ...textarea }: FieldProps & ComponentProps<"textarea">) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        {...describedBy(id, error)}
        {...textarea}
        className={`${inputClass} min-h-32 ${error ? "border-accent" : "border-line"}`}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** True when the first option is an empty "Select a ..." line, which `required` refuses to keep. */
function startsWithPlaceholder(options: ReactNode): boolean {
  const [first] = Children.toArray(options);
  return isValidElement<{ value?: unknown }>(first) && first.type === "option" && first.props.value === "";
}

/**
 * A labelled select; options are given as children. HTML lets `required` stand
 * only on a select whose first option is an empty placeholder; a required
 * select without one always holds a value, so it says so to assistive
 * technology with aria-required instead.
 */
export function SelectField({
  id,
  label,
  error,
  required,
  children,
  ...select
}: FieldProps & ComponentPropsWithoutRef<"select">) {
  const placeholder = startsWithPlaceholder(children);
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        required={required && placeholder ? true : undefined}
        aria-required={required && !placeholder ? true : undefined}
        {...describedBy(id, error)}
        {...select}
        className={`${inputClass} ${error ? "border-accent" : "border-line"}`}
      >
        {children}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/**
 * The fields that tell a bot from a person: a honeypot a person never sees,
 * (for the no-JavaScript post) when the server rendered the form, and the
 * server's note that it asked the visitor to confirm.
 */
export function BotGuardFields({ startedAt, confirmation }: { startedAt?: string; confirmation?: string | null }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {startedAt === undefined ? null : <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />}
      {confirmation ? <input type="hidden" name={CONFIRMATION_FIELD} value={confirmation} /> : null}
    </>
  );
}

const REFUSED_CLASS = "rounded-lg border border-accent bg-accent-light px-4 py-3 text-sm font-semibold";
const DONE_CLASS = "rounded-xl border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark";

/**
 * What a visitor's form was answered, the same on every form (decision 076):
 * done, as a status; refused, as an alert with the form's message, which
 * also asks her to confirm a form sent too fast and to try again in a
 * moment. `children` add to a refusal what only that form can offer, such as
 * the next free times when hers was taken. The messages per field stand under
 * their fields.
 */
export function FormNotice({ answer, children }: { answer: VisitorAnswer | null | undefined; children?: ReactNode }) {
  if (!answer) return null;
  if (answer.ok) {
    return answer.message ? (
      <p role="status" className={DONE_CLASS}>
        {answer.message}
      </p>
    ) : null;
  }
  if (!answer.formError && !children) return null;
  return (
    <div role="alert" className={REFUSED_CLASS}>
      {answer.formError}
      {children}
    </div>
  );
}
