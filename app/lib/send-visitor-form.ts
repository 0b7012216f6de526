import { CONTACT_FORM_MESSAGES } from "#rules/contact-message-texts";
import type { VisitorAnswer } from "#rules/form-answer";
import { TOO_MANY_REQUESTS, type VisitorForm } from "#rules/form-guard";
import { errorsByField, type FieldError } from "#rules/form-text-plain";
import { SUBSCRIBER_MESSAGES } from "#rules/subscriber-texts";

const VISITOR_FORM_URLS: Record<VisitorForm, string> = {
  contact: "/api/contact-messages",
  subscribe: "/api/subscribers",
};

type ErrorBody = { error?: unknown; validationErrors?: unknown; confirmation?: unknown };

/**
 * What the visitor is told when the server refuses a form: on 400 its first
 * field message, else the server's error, else the form's own words.
 */
export function failureMessage(form: VisitorForm, status: number, body: ErrorBody | null): string {
  const validation = Array.isArray(body?.validationErrors) ? (body.validationErrors as FieldError[]) : [];
  const first = validation[0]?.message;
  if (status === 400 && typeof first === "string" && first) return first;
  const serverError = typeof body?.error === "string" && body.error ? body.error : null;
  if (status === 429) return serverError ?? TOO_MANY_REQUESTS;
  if (form === "subscribe" && status === 409) return serverError ?? SUBSCRIBER_MESSAGES.alreadySubscribed;
  return serverError ?? (form === "contact" ? CONTACT_FORM_MESSAGES.submitFailed : SUBSCRIBER_MESSAGES.subscribeFailed);
}

/**
 * Sends a visitor form to the API as JSON and reads its answer as the page's
 * own post would have been answered (a `VisitorAnswer`); never throws.
 */
export async function sendVisitorForm(
  form: VisitorForm,
  fields: Record<string, unknown>,
): Promise<VisitorAnswer<{ id: string }>> {
  let response: Response;
  try {
    response = await fetch(VISITOR_FORM_URLS[form], {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
  } catch {
    // No answer at all: the form's own words.
    const formError = form === "contact" ? CONTACT_FORM_MESSAGES.sendFailed : SUBSCRIBER_MESSAGES.subscribeFailed;
    return { ok: false, errors: {}, formError };
  }
  const body = (await response.json().catch(() => null)) as (ErrorBody & { id?: unknown }) | null;
  if (response.ok && typeof body?.id === "string") return { ok: true, message: "", id: body.id };
  const validationErrors =
    response.status === 400 && Array.isArray(body?.validationErrors) ? (body.validationErrors as FieldError[]) : [];
  // A 428 asks to confirm, in the server's own words; the form then sends `confirmation` with the same values.
  const confirmation = typeof body?.confirmation === "string" ? body.confirmation : undefined;
  return {
    ok: false,
    errors: errorsByField(validationErrors),
    formError: failureMessage(form, response.status, body),
    confirmation,
  };
}

/** Waits out the rest of the minimum fill time, so a fast person is never taken for a bot. */
export function waitForMinimumFillTime(shownAt: number, minimumMs: number): Promise<void> {
  const remaining = minimumMs + 200 - (Date.now() - shownAt);
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
