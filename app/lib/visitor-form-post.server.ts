import type { AppLoadContext } from "react-router";
import { receiveVisitorForm, type VisitorFormResult } from "#core/visitor-forms/receive-visitor-form";
import { CONTACT_FIELDS, CONTACT_MESSAGES } from "#rules/contact-message";
import { CONFIRM_MESSAGE, FILL_TIME_FIELD, type VisitorForm } from "#rules/form-guard";
import { errorsByField } from "#rules/form-text";
import { SUBSCRIBER_FIELDS } from "#rules/subscriber";
import { readVisitorForm } from "#server/api/read-visitor-form";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "#server/database-outage";
import { countVisitorForm } from "#server/visit-counter";
import { failureMessage } from "./send-visitor-form";
import type { FormPostState } from "./use-visitor-form";

/** What the form shows again after a refused post: its visible fields, and the signup's source. */
const KEPT_FIELDS: Record<VisitorForm, readonly string[]> = {
  contact: CONTACT_FIELDS,
  subscribe: [...SUBSCRIBER_FIELDS, "source"],
};

/**
 * A visitor form posted without JavaScript: the same checks, limits and
 * writes as the API, answered with what the page should show.
 */
export async function receiveFormPost({
  request,
  context,
  form,
}: {
  request: Request;
  context: AppLoadContext;
  form: VisitorForm;
}): Promise<{ sent: true } | { sent: false; status: number; state: FormPostState; headers?: HeadersInit }> {
  const body = await readVisitorForm(request);
  if (!body.ok) {
    return {
      sent: false,
      status: body.status,
      state: { values: {}, errors: {}, message: failureMessage(form, 500, null) },
    };
  }
  // Typed values go back into the form, as text and no longer than any field takes.
  const values = Object.fromEntries(
    KEPT_FIELDS[form].map((field) => {
      const value = body.fields[field];
      return [field, typeof value === "string" ? value.slice(0, 2000) : ""];
    }),
  );
  // A plain form post has no script to measure the fill time: only the signed startedAt counts.
  const { [FILL_TIME_FIELD]: _claimedFillTime, ...fields } = body.fields;
  let result: VisitorFormResult;
  try {
    result = await receiveVisitorForm({
      db: context.db,
      form,
      fields,
      clientAddress: context.clientAddress,
      rateLimit: context.config.rateLimits[form],
      signingKey: context.signingKey,
      mail: context.config.mail,
    });
  } catch (error) {
    // Whatever failed, what was typed stays in the form with the form's own words, to send again.
    if (!reportDatabaseOutage(context.logger, error, `${form} form post`)) {
      context.logger.error({ err: error, form }, "a visitor form post failed");
      return { sent: false, status: 500, state: { values, errors: {}, message: failureMessage(form, 500, null) } };
    }
    return {
      sent: false,
      status: 503,
      state: { values, errors: {}, message: failureMessage(form, 503, null) },
      headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
    };
  }
  countVisitorForm(context.visits, form, result, { address: context.clientAddress, headers: request.headers });
  switch (result.kind) {
    case "created":
      return { sent: true };
    case "discarded":
      context.logger.info({ form, signal: result.signal }, "discarded a submission that looked automated");
      return { sent: true };
    case "unconfirmed":
      // Nothing stored yet: the same form again, as typed, asking to be sent once more.
      context.logger.info({ form, signal: result.signal }, "asked the visitor to confirm a submission");
      return {
        sent: false,
        status: 200,
        state: { values, errors: {}, message: CONFIRM_MESSAGE, confirmation: result.confirmation },
      };
    case "invalid":
      return {
        sent: false,
        status: 400,
        state: {
          values,
          errors: errorsByField(result.validationErrors),
          message: form === "contact" ? CONTACT_MESSAGES.fixErrors : null,
        },
      };
    case "already-subscribed":
      return { sent: false, status: 409, state: { values, errors: {}, message: failureMessage(form, 409, null) } };
    case "too-many-requests":
      return { sent: false, status: 429, state: { values, errors: {}, message: failureMessage(form, 429, null) } };
  }
}
