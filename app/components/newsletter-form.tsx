import { useId } from "react";
import { useRouteLoaderData } from "react-router";
import { useVisitorForm } from "#app/lib/use-visitor-form";
import type { VisitorAnswer } from "#rules/form-answer";
import { CONFIRM_BUTTON } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH } from "#rules/form-text-plain";
import {
  NEWSLETTER_CONSENT_WORDING,
  SUBSCRIBER_FIELDS,
  SUBSCRIBER_LABELS,
  SUBSCRIBER_LIMITS,
  SUBSCRIBER_MESSAGES,
} from "#rules/subscriber-texts";
import { BotGuardFields, FormNotice, TextField } from "./form-field";
import { LegalConsentLine } from "./legal-consent-line";

const loadSubscriberSchema = () => import("#rules/subscriber").then((rules) => rules.SubscriberSchema);

/**
 * The site's own newsletter signup, for wherever no third-party form is
 * configured. Without JavaScript it posts to /newsletter.
 */
export function NewsletterForm({
  source,
  startedAt,
  serverState,
  subscribed,
}: {
  /** Where the signup came from, stored with the subscriber; "website" when not given. */
  source?: string;
  startedAt?: string;
  serverState?: VisitorAnswer | null;
  subscribed?: boolean;
}) {
  const id = useId();
  const { message, status, confirmation, bind, submit } = useVisitorForm({
    form: "subscribe",
    loadSchema: loadSubscriberSchema,
    fields: SUBSCRIBER_FIELDS,
    serverState,
    sent: subscribed,
    extraFields: source ? { source } : undefined,
  });
  const sending = status === "sending";
  const confirmByEmail =
    useRouteLoaderData<{ newsletterConfirmation?: boolean }>("root")?.newsletterConfirmation === true;

  return (
    <div>
      <div aria-live="polite">
        {status === "success" ? (
          <FormNotice
            answer={{
              ok: true,
              message: confirmByEmail ? SUBSCRIBER_MESSAGES.confirmationSent : SUBSCRIBER_MESSAGES.subscribed,
            }}
          />
        ) : null}
      </div>
      {status === "success" ? null : (
        <form method="post" action="/newsletter" noValidate onSubmit={submit} className="relative space-y-4">
          <BotGuardFields startedAt={startedAt} confirmation={confirmation} />
          {source ? <input type="hidden" name="source" value={source} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-first`}
              label={SUBSCRIBER_LABELS.firstName}
              required
              autoComplete="given-name"
              maxLength={SUBSCRIBER_LIMITS.nameMax}
              {...bind("firstName")}
            />
            <TextField
              id={`${id}-last`}
              label={SUBSCRIBER_LABELS.lastName}
              required
              autoComplete="family-name"
              maxLength={SUBSCRIBER_LIMITS.nameMax}
              {...bind("lastName")}
            />
          </div>
          <TextField
            id={`${id}-email`}
            type="email"
            label={SUBSCRIBER_LABELS.email}
            required
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            {...bind("email")}
          />
          <FormNotice answer={message ? { ok: false, errors: {}, formError: message } : null} />
          <LegalConsentLine action="subscribing" />
          <button
            type="submit"
            aria-disabled={sending}
            className="w-full rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
          >
            {sending ? "Subscribing..." : confirmation ? CONFIRM_BUTTON : "Subscribe"}
          </button>
          <p className="text-sm text-ink-soft">{NEWSLETTER_CONSENT_WORDING}</p>
        </form>
      )}
    </div>
  );
}
