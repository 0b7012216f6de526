import { type Context, Hono } from "hono";
import { getSigningKey } from "#core/security/signing-key";
import { receiveVisitorForm, type VisitorFormResult } from "#core/visitor-forms/receive-visitor-form";
import type { Database } from "#db/client";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { CONFIRM_MESSAGE, TOO_MANY_REQUESTS, type VisitorForm } from "#rules/form-guard";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber";
import { clientAddress } from "#server/client-address";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "#server/database-outage";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import { countVisitorForm, type VisitCounter } from "#server/visit-counter";
import { readVisitorForm } from "./read-visitor-form";

export const VALIDATION_FAILED = "Validation failed";

/** Each form's own words when a submission could not be stored. */
const SUBMIT_FAILED: Record<VisitorForm, string> = {
  contact: CONTACT_MESSAGES.submitFailed,
  subscribe: SUBSCRIBER_MESSAGES.subscribeFailed,
};

/** POST /contact-messages and POST /subscribers: what visitors send. */
export function visitorFormRoutes({
  db,
  config,
  logger,
  visits,
}: {
  db: Database;
  config: Env;
  logger: Logger;
  visits: VisitCounter;
}) {
  const routes = new Hono();

  async function receive(c: Context, form: VisitorForm) {
    c.header("Cache-Control", "no-store");
    const body = await readVisitorForm(c.req.raw);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    let result: VisitorFormResult;
    const address = clientAddress(c, config);
    try {
      result = await receiveVisitorForm({
        db,
        form,
        fields: body.fields,
        clientAddress: address,
        rateLimit: config.rateLimits[form],
        signingKey: await getSigningKey({ db }),
        mail: config.mail,
      });
    } catch (error) {
      // The form's own words as JSON, whatever failed, so the page's script can show them.
      if (!reportDatabaseOutage(logger, error, c.req.path)) {
        logger.error({ err: error, path: c.req.path }, "a visitor form failed");
        return c.json({ error: SUBMIT_FAILED[form] }, 500);
      }
      c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ error: SUBMIT_FAILED[form] }, 503);
    }
    countVisitorForm(visits, form, result, { address, headers: c.req.raw.headers });
    switch (result.kind) {
      case "created":
        return c.json({ id: result.id }, 201);
      case "discarded":
        logger.info({ form, signal: result.signal }, "discarded a submission that looked automated");
        return c.json({ id: result.id }, 201);
      case "unconfirmed":
        // Nothing stored yet: the visitor sends it once more with `confirmation`.
        logger.info({ form, signal: result.signal }, "asked the visitor to confirm a submission");
        return c.json({ error: CONFIRM_MESSAGE, confirmation: result.confirmation }, 428);
      case "invalid":
        return c.json({ error: VALIDATION_FAILED, validationErrors: result.validationErrors }, 400);
      case "already-subscribed":
        return c.json({ error: SUBSCRIBER_MESSAGES.alreadySubscribed }, 409);
      case "too-many-requests":
        c.header("Retry-After", String(result.retryAfterSeconds));
        return c.json({ error: TOO_MANY_REQUESTS }, 429);
    }
  }

  routes.post("/contact-messages", (c) => receive(c, "contact"));
  routes.post("/subscribers", (c) => receive(c, "subscribe"));
  return routes;
}
