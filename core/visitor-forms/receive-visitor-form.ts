import { createContactMessage } from "#core/contact-messages/create-contact-message";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import { subscribe } from "#core/subscribers/subscribe";
import { ContactMessageSchema } from "#rules/contact-message";
import type { VisitorForm } from "#rules/form-guard";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { SubscriberSchema } from "#rules/subscriber";
import { guardVisitorForm, type VisitorCheckOptions, type VisitorGuarded } from "./guard-visitor-form";

export type VisitorFormResult = Result<
  /** `awaitsConfirmation`: a newsletter signup that counts once its link is followed. */
  { id: string; awaitsConfirmation: boolean },
  Invalid<FieldError[]> | Conflict<"already-subscribed"> | VisitorGuarded
>;

const SCHEMAS = { contact: ContactMessageSchema, subscribe: SubscriberSchema } as const;

/**
 * What happens to a contact message or newsletter signup a visitor sends, from
 * the API or a plain form post alike: the form's rules, then the client's rate
 * limit (only well-formed submissions count), then the bot checks, then the
 * write. See docs/decisions/007-visitor-form-abuse.md and
 * docs/decisions/049-no-false-success-for-visitor-forms.md.
 */
export async function receiveVisitorForm({
  form,
  mail,
  now = new Date(),
  ...checks
}: VisitorCheckOptions & {
  form: VisitorForm;
  mail: MailSettings;
  now?: Date;
}): Promise<VisitorFormResult> {
  const { db, fields, clientAddress } = checks;
  const parsed = SCHEMAS[form].safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));

  const checked = await guardVisitorForm({ ...checks, scope: form, fillTime: form, now });
  if (!checked.ok) return checked;

  if (form === "contact") {
    const created = await createContactMessage({ db, input: fields, mail });
    return created.ok ? { ok: true, id: created.id, awaitsConfirmation: false } : created;
  }
  const subscribed = await subscribe({ db, input: fields, mail, clientAddress });
  if (subscribed.ok) return { ok: true, id: subscribed.id, awaitsConfirmation: subscribed.status === "pending" };
  return subscribed.error === "invalid" ? subscribed : conflict("already-subscribed");
}
