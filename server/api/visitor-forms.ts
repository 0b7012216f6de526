import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import type { MailSettings } from "#core/outbox/mail-settings";
import { siteMailSettings } from "#core/outbox/site-mail-settings";
import { getSigningKey } from "#core/security/signing-key";
import { receiveVisitorForm, type VisitorFormResult } from "#core/visitor-forms/receive-visitor-form";
import type { Database } from "#db/client";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import type { VisitorForm } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { clientAddress } from "#server/client-address";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { SiteSettingsSnapshot } from "#server/site-settings-snapshot";
import { countVisitorForm, type RequestVisitor, type VisitCounter } from "#server/visit-counter";
import { done, receiveVisitorPost, refused, type VisitorFormSpec } from "#server/visitor-form-guard";

export const VALIDATION_FAILED = "Validation failed";

/** Each form's own words when a submission could not be stored. */
const SUBMIT_FAILED: Record<VisitorForm, string> = {
  contact: CONTACT_MESSAGES.submitFailed,
  subscribe: SUBSCRIBER_MESSAGES.subscribeFailed,
};

/**
 * The contact form and the newsletter signup, as the API and their pages'
 * plain posts both receive them: kept, the answer carries the row's id (a
 * filled honeypot gets a made-up one, so it cannot tell).
 */
export function messageOrSignup(
  form: VisitorForm,
  { mail, visits, visitor }: { mail: MailSettings; visits: VisitCounter; visitor: RequestVisitor },
): VisitorFormSpec<VisitorForm, VisitorFormResult, { id: string }> {
  return {
    failed: SUBMIT_FAILED[form],
    fixErrors: form === "contact" ? CONTACT_MESSAGES.fixErrors : undefined,
    receive: ({ checks }) => receiveVisitorForm({ ...checks, form, mail }),
    discarded: () => done("", { id: randomUUID() }),
    answer(outcome) {
      if (!outcome.ok) return refused(409, SUBSCRIBER_MESSAGES.alreadySubscribed);
      countVisitorForm(visits, form, outcome, visitor);
      return done("", { id: outcome.id });
    },
  };
}

/** POST /contact-messages and POST /subscribers: what visitors send. */
export function visitorFormRoutes({
  db,
  config,
  logger,
  visits,
  siteSettings,
}: {
  db: Database;
  config: Env;
  /** The saved business name and support address sign the email a form sends. */
  siteSettings: SiteSettingsSnapshot;
  logger: Logger;
  visits: VisitCounter;
}) {
  const routes = new Hono();

  async function receive(c: Context, form: VisitorForm) {
    c.header("Cache-Control", "no-store");
    const address = clientAddress(c, config);
    const { status, answer, headers, fieldErrors } = await receiveVisitorPost({
      form,
      request: c.req.raw,
      source: "api",
      site: {
        db,
        logger,
        clientAddress: address,
        signingKey: () => getSigningKey({ db }),
        rateLimits: config.rateLimits,
      },
      spec: messageOrSignup(form, {
        mail: siteMailSettings(config.mail, await siteSettings.refresh()),
        visits,
        visitor: { address, headers: c.req.raw.headers },
      }),
    });
    for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
    if (answer.ok) return c.json({ id: answer.id }, 201);
    // Asked to confirm: nothing stored yet, the visitor sends it once more with `confirmation`.
    if (answer.confirmation) return c.json({ error: answer.formError, confirmation: answer.confirmation }, 428);
    if (fieldErrors) return c.json({ error: VALIDATION_FAILED, validationErrors: fieldErrors }, 400);
    return c.json({ error: answer.formError }, status as 400 | 409 | 413 | 415 | 429 | 500 | 503);
  }

  routes.post("/contact-messages", (c) => receive(c, "contact"));
  routes.post("/subscribers", (c) => receive(c, "subscribe"));
  return routes;
}
