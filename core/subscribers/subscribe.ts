import { sql } from "drizzle-orm";
import { createActionToken } from "#core/action-tokens/create-action-token";
import { subscriptionConfirmEmail } from "#core/emails/subscription-confirm-email";
import { enqueueMail } from "#core/outbox/enqueue-mail";
import type { MailSettings } from "#core/outbox/mail-settings";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { queryRow } from "#db/query-rows";
import { subscriberConsents } from "#db/schema";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { NEWSLETTER_CONSENT_WORDING, SUBSCRIPTION_CONFIRMATION_VALID_MS, SubscriberSchema } from "#rules/subscriber";
import { confirmSubscriptionUrl, newsletterHeaders, unsubscribeUrl } from "./newsletter-links";

export const SUBSCRIPTION_CONFIRM_EVENT = "subscriber.confirm";

type SubscribeResult = Result<
  { id: string; status: "active" | "pending" },
  Invalid<FieldError[]> | Conflict<"already-subscribed">
>;

/**
 * Adds an email address to the newsletter. With double opt-in (the default
 * when mail is set up) the subscriber is `pending` and is sent a confirmation
 * link; otherwise active at once. An address that unsubscribed, or never
 * confirmed, signs up again on the same row with the newly given names and
 * source (docs/decisions/020-confirmed-newsletter-signups.md). An address
 * already active, in any letter case, is refused. Each signup records the
 * consent given: when, from which form and address, and the words shown.
 */
export async function subscribe({
  db,
  input,
  mail,
  clientAddress = null,
}: {
  db: Executor;
  input: Record<string, unknown>;
  mail: MailSettings;
  clientAddress?: string | null;
}): Promise<SubscribeResult> {
  const parsed = SubscriberSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { firstName, lastName, email, source } = parsed.data;
  const status = mail.newsletterDoubleOptIn ? "pending" : "active";
  return db.transaction(async (tx) => {
    // One statement, so two signups of one address at once cannot both insert.
    const row = await queryRow<{ id: string; unsubscribeToken: string }>(
      tx,
      sql`
      insert into email_subscribers (first_name, last_name, email, source, status)
      values (${firstName}, ${lastName}, ${email}, ${source}, ${status})
      on conflict (lower(email)) do update set
        first_name = excluded.first_name,
        last_name = excluded.last_name,
        email = excluded.email,
        source = excluded.source,
        status = excluded.status,
        subscribed_at = now(),
        unsubscribed_at = null,
        updated_at = now()
      where email_subscribers.status <> 'active'
      returning id, unsubscribe_token as "unsubscribeToken"
    `,
    );
    if (!row) return conflict("already-subscribed");
    await tx.insert(subscriberConsents).values({
      subscriberId: row.id,
      email,
      source,
      clientAddress,
      wording: NEWSLETTER_CONSENT_WORDING,
    });
    if (status === "pending") {
      const token = await createActionToken({
        db: tx,
        purpose: "confirm-subscription",
        targetId: row.id,
        validForMs: SUBSCRIPTION_CONFIRMATION_VALID_MS,
      });
      const message = subscriptionConfirmEmail({
        siteName: mail.siteName,
        firstName,
        confirmUrl: confirmSubscriptionUrl(mail.siteUrl, token),
        unsubscribeUrl: unsubscribeUrl(mail.siteUrl, row.unsubscribeToken),
      });
      await enqueueMail({
        db: tx,
        to: email,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: mail.replyTo,
        headers: newsletterHeaders(mail.siteUrl, row.unsubscribeToken),
        event: SUBSCRIPTION_CONFIRM_EVENT,
        eventRef: row.id,
      });
    }
    return { ok: true as const, id: row.id, status };
  });
}
