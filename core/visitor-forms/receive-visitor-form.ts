import { randomUUID } from "node:crypto";
import { createContactMessage } from "#core/contact-messages/create-contact-message";
import type { MailSettings } from "#core/outbox/mail-settings";
import type { RateLimit } from "#core/rate-limit/hit-rate-limit";
import { subscribe } from "#core/subscribers/subscribe";
import type { Executor } from "#db/client";
import { ContactMessageSchema } from "#rules/contact-message";
import type { VisitorForm } from "#rules/form-guard";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { SubscriberSchema } from "#rules/subscriber";
import { guardVisitorForm } from "./guard-visitor-form";
import type { Judgement } from "./judge-submission";

export type VisitorFormResult =
  /** `awaitsConfirmation`: a newsletter signup that counts once its link is followed. */
  | { kind: "created"; id: string; awaitsConfirmation?: boolean }
  /** Filled the honeypot: answered like a success, but nothing was stored. */
  | { kind: "discarded"; id: string; signal: "honeypot" }
  /** Too fast or without a start time: nothing stored yet, the visitor is asked to confirm. */
  | Extract<Judgement, { kind: "unconfirmed" }>
  | { kind: "invalid"; validationErrors: FieldError[] }
  | { kind: "already-subscribed" }
  | { kind: "too-many-requests"; retryAfterSeconds: number };

const SCHEMAS = { contact: ContactMessageSchema, subscribe: SubscriberSchema } as const;

/**
 * What happens to a contact message or newsletter signup a visitor sends, from
 * the API or a plain form post alike: the form's rules, then the client's rate
 * limit (only well-formed submissions count), then the bot checks, then the
 * write. See docs/decisions/007-visitor-form-abuse.md and
 * docs/decisions/049-no-false-success-for-visitor-forms.md.
 */
export async function receiveVisitorForm({
  db,
  form,
  fields,
  clientAddress,
  rateLimit,
  signingKey,
  mail,
  now = new Date(),
}: {
  db: Executor;
  form: VisitorForm;
  fields: Record<string, unknown>;
  clientAddress: string;
  rateLimit: RateLimit;
  /** Checks the signature of the form's `startedAt`. */
  signingKey: Uint8Array;
  mail: MailSettings;
  now?: Date;
}): Promise<VisitorFormResult> {
  const parsed = SCHEMAS[form].safeParse(fields);
  if (!parsed.success) return { kind: "invalid", validationErrors: fieldErrors(parsed.error) };

  const judgement = await guardVisitorForm({
    db,
    scope: form,
    form,
    fields,
    clientAddress,
    rateLimit,
    signingKey,
    now,
  });
  if (judgement.kind === "too-many-requests") return judgement;
  if (judgement.kind === "bot") return { kind: "discarded", id: randomUUID(), signal: judgement.signal };
  if (judgement.kind === "unconfirmed") return judgement;

  if (form === "contact") {
    const created = await createContactMessage({ db, input: fields, mail });
    return created.ok ? { kind: "created", id: created.id } : { kind: "invalid", validationErrors: created.errors };
  }
  const subscribed = await subscribe({ db, input: fields, mail, clientAddress });
  if (subscribed.ok) return { kind: "created", id: subscribed.id, awaitsConfirmation: subscribed.status === "pending" };
  return subscribed.error === "invalid"
    ? { kind: "invalid", validationErrors: subscribed.errors }
    : { kind: "already-subscribed" };
}
