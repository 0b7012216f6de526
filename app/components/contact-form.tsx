import { useEffect, useId, useRef } from "react";
import { type FormResult, type FormStatus, useVisitorForm } from "#app/lib/use-visitor-form";
import { CONTACT_FIELDS, CONTACT_FORM_MESSAGES, CONTACT_LABELS, CONTACT_LIMITS } from "#rules/contact-message-texts";
import type { VisitorAnswer } from "#rules/form-answer";
import { CONFIRM_BUTTON } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH } from "#rules/form-text-plain";
import { BotGuardFields, FormNotice, TextAreaField, TextField } from "./form-field";
import { LegalConsentLine } from "./legal-consent-line";

const loadContactSchema = () => import("#rules/contact-message").then((rules) => rules.ContactMessageSchema);

type ContactFormProps = {
  defaultSubject?: string;
  /** Server time when the page was rendered, for posts without JavaScript. */
  startedAt?: string;
  /** What the server answered a post without JavaScript. */
  serverState?: VisitorAnswer | null;
  sent?: boolean;
  onStatusChange?: (status: FormStatus) => void;
  onResult?: (result: FormResult) => void;
  /** Shown under the thank-you text, e.g. the modal's close button. */
  afterSuccess?: React.ReactNode;
};

/**
 * The contact form ("Ask Us Directly"). Without JavaScript it posts to /contact;
 * with it, it checks the rules at once and sends JSON to the API.
 */
export function ContactForm({
  defaultSubject = "",
  startedAt,
  serverState,
  sent,
  onStatusChange,
  onResult,
  afterSuccess,
}: ContactFormProps) {
  const id = useId();
  const { message, errors, status, confirmation, bind, submit } = useVisitorForm({
    form: "contact",
    loadSchema: loadContactSchema,
    fields: CONTACT_FIELDS,
    initial: { subject: defaultSubject },
    serverState,
    sent,
    invalidMessage: CONTACT_FORM_MESSAGES.fixErrors,
    onResult,
  });
  const successHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    onStatusChange?.(status);
    if (status === "success") successHeading.current?.focus();
  }, [status, onStatusChange]);

  if (status === "success") {
    return (
      <div className="py-6 text-center">
        <h2 ref={successHeading} tabIndex={-1} className="font-display text-2xl font-bold text-brand-dark outline-none">
          Thank you for reaching out!
        </h2>
        <p className="mt-3 text-ink-soft">We have your message and will reply within 72 hours.</p>
        {afterSuccess}
      </div>
    );
  }

  const sending = status === "sending";
  return (
    <form method="post" action="/contact" noValidate onSubmit={submit} className="relative space-y-4">
      {/* Every failure stays above the form, where it can be read inside the modal;
          a message that is already shown beside its field is not repeated. */}
      <FormNotice
        answer={
          message && !Object.values(errors).includes(message) ? { ok: false, errors: {}, formError: message } : null
        }
      />
      <BotGuardFields startedAt={startedAt} confirmation={confirmation} />
      <TextField
        id={`${id}-name`}
        label={CONTACT_LABELS.name}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
        {...bind("name", { trimStart: true })}
      />
      <TextField
        id={`${id}-email`}
        type="email"
        label={CONTACT_LABELS.email}
        required
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...bind("email", { trimStart: true })}
      />
      <TextField
        id={`${id}-subject`}
        label={CONTACT_LABELS.subject}
        maxLength={CONTACT_LIMITS.subjectMax}
        {...bind("subject")}
      />
      <TextAreaField
        id={`${id}-message`}
        label={CONTACT_LABELS.message}
        required
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        {...bind("message")}
      />
      <LegalConsentLine action="sending this message" />
      <button
        type="submit"
        aria-disabled={sending}
        className="w-full rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
      >
        {sending ? "Sending..." : confirmation ? CONFIRM_BUTTON : "Send Message"}
      </button>
    </form>
  );
}
