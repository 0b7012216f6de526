import type { RateLimit } from "#core/rate-limit/hit-rate-limit";
import type { Failure } from "#core/result";
import type { VisitorCheckOptions, VisitorGuarded } from "#core/visitor-forms/guard-visitor-form";
import type { Database } from "#db/client";
import type { VisitorAnswer, VisitorAnswerExtra } from "#rules/form-answer";
import {
  CONFIRM_MESSAGE,
  CONFIRMATION_FIELD,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  TOO_MANY_REQUESTS,
  VISITOR_FORMS,
  type VisitorFormName,
  type VisitorRateLimit,
} from "#rules/form-guard";
import { errorsByField, type FieldError } from "#rules/form-text-plain";
import { readVisitorForm } from "./api/read-visitor-form";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "./database-outage";
import type { Logger } from "./logger";

/** What a form's answer becomes: its status, the answer, and headers such as Retry-After. */
export type VisitorReply<Extra extends object = object> = {
  status: number;
  answer: VisitorAnswer<Extra>;
  headers?: Record<string, string>;
  /** A refused field's messages in the order the rules gave them, for the JSON API's `validationErrors`. */
  fieldErrors?: FieldError[];
};

/** Done: the page shows `message` (or moves on by a redirect its route throws). */
export function done<Extra extends object = object>(
  message: string,
  extra: Partial<VisitorAnswerExtra & NoInfer<Extra>> = {},
): VisitorReply<Extra> {
  return { status: 200, answer: { ...extra, ok: true, message } as VisitorAnswer<Extra> };
}

/** Refused with `status`: the form's message, and the message per field. */
export function refused<Extra extends object = object>(
  status: number,
  formError: string,
  { errors = {}, ...extra }: Partial<VisitorAnswerExtra & NoInfer<Extra>> & { errors?: Record<string, string> } = {},
): VisitorReply<Extra> {
  return { status, answer: { ...extra, ok: false, errors, formError } as VisitorAnswer<Extra> };
}

/** The checks `receive` hands to its core verb: none for a link's button (its token is the check). */
type ChecksOf<Form extends VisitorFormName> = (typeof VISITOR_FORMS)[Form] extends { checks: "person" }
  ? VisitorCheckOptions
  : null;

/** A post as the guard hands it to the form's own code. */
export type VisitorPost<Form extends VisitorFormName> = {
  /** The fields as posted (from a page, without a claimed fill time: only the signed start time counts). */
  fields: Record<string, unknown>;
  checks: ChecksOf<Form>;
};

/** One form's own part: its write, and what the page says of its outcomes. */
export type VisitorFormSpec<Form extends VisitorFormName, Outcome extends { ok: boolean }, Extra extends object> = {
  /** Said when the form could not be received at all (the database away, a fault): what she typed stays. */
  failed: string;
  /** Said above the field messages of a refused form (none by default: the messages under the fields say it). */
  fixErrors?: string;
  /** The core verb; for a person's form it runs the checks of `post.checks` (core/visitor-forms/guard-visitor-form.ts). */
  receive(post: VisitorPost<Form>): Promise<Outcome>;
  /** What a filled honeypot is told: as though it were done (it may throw the redirect a success throws). */
  discarded?(post: VisitorPost<Form>): VisitorReply<Extra>;
  /** What the page says of every other outcome: done, not found, a conflict of the form's own. */
  answer(outcome: Exclude<Outcome, VisitorGuarded | { error: "invalid" }>): VisitorReply<Extra>;
};

/** What the guard takes from the running site. */
export type VisitorFormSite = {
  db: Database;
  logger: Logger;
  clientAddress: string;
  /** Read inside the guard, where an outage is answered as one. */
  signingKey(): Promise<Uint8Array>;
  rateLimits: Record<VisitorRateLimit, RateLimit>;
};

/** The bot checks' own fields: never drawn back into a form. */
const GUARD_FIELDS = new Set([HONEYPOT_FIELD, STARTED_AT_FIELD, FILL_TIME_FIELD, CONFIRMATION_FIELD]);
/** Longer than any field a visitor form takes. */
const KEPT_LENGTH = 4000;

/** What was typed, as text, for the form drawn again after a refusal (the bot checks' fields left out). */
function typedOf(fields: Record<string, unknown>): [string, string][] {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && !GUARD_FIELDS.has(entry[0]))
    .map(([name, value]) => [name, value.slice(0, KEPT_LENGTH)]);
}

function withoutField(fields: Record<string, unknown>, name: string): Record<string, unknown> {
  const { [name]: _left, ...rest } = fields;
  return rest;
}

function isGuarded(outcome: { ok: boolean }): outcome is VisitorGuarded {
  const conflict = (outcome as { conflict?: unknown }).conflict;
  return conflict === "discarded" || conflict === "unconfirmed" || conflict === "too-many-requests";
}

function isInvalid(outcome: { ok: boolean }): outcome is Extract<Failure, { error: "invalid" }> {
  return !outcome.ok && (outcome as { error?: unknown }).error === "invalid";
}

/**
 * The one guard in front of every form a visitor sends (decision 076): it
 * reads the body within its limit, hands a person's form the rate limit of
 * its kind and the bot checks, answers what those checks refuse, a refused
 * field, an outage (503 with Retry-After) and a fault (500) the same way on
 * every form, keeps what was typed in every refusal, and leaves the form only
 * its own outcomes to word. `source`: a page's post, or the JSON API, whose
 * script measures the fill time itself.
 */
export async function receiveVisitorPost<
  Form extends VisitorFormName,
  Outcome extends { ok: boolean },
  Extra extends object = object,
>({
  form,
  request,
  site,
  source,
  spec,
}: {
  form: Form;
  request: Request;
  site: VisitorFormSite;
  source: "page" | "api";
  spec: VisitorFormSpec<Form, Outcome, Extra>;
}): Promise<VisitorReply<Extra>> {
  const kind = VISITOR_FORMS[form];
  const body = await readVisitorForm(request, { multipart: kind.checks === "link" });
  const typed = body.ok ? typedOf(body.fields) : [];
  // Every form's own fields are optional, so an answer of the guard's own is one of each form's answers.
  const keepTyped = (reply: VisitorReply<Extra> | VisitorReply): VisitorReply<Extra> =>
    (reply.answer.ok || reply.answer.typed
      ? reply
      : { ...reply, answer: { ...reply.answer, typed } }) as VisitorReply<Extra>;
  if (!body.ok) return keepTyped(refused(body.status, body.error));

  // A page's post has no script to measure the fill time: only the signed start time counts.
  const fields = source === "page" ? withoutField(body.fields, FILL_TIME_FIELD) : body.fields;
  let outcome: Outcome;
  let post: VisitorPost<Form>;
  try {
    const checks = (
      kind.checks === "person"
        ? {
            db: site.db,
            fields,
            clientAddress: site.clientAddress,
            rateLimit: site.rateLimits[kind.limit],
            signingKey: await site.signingKey(),
          }
        : null
    ) as ChecksOf<Form>;
    post = { fields, checks };
    outcome = await spec.receive(post);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Whatever failed, what was typed stays in the form, with the form's own words, to send again.
    if (!reportDatabaseOutage(site.logger, error, `${form} form post`)) {
      site.logger.error({ err: error, form }, "a visitor form post failed");
      return keepTyped(refused(500, spec.failed));
    }
    return keepTyped({
      ...refused(503, spec.failed, { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS }),
      headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }

  if (isGuarded(outcome)) {
    switch (outcome.conflict) {
      case "discarded":
        site.logger.info({ form, signal: outcome.signal }, "discarded a submission that looked automated");
        return spec.discarded ? spec.discarded(post) : keepTyped(done(""));
      case "unconfirmed":
        // Nothing stored yet: the same form again, as typed, asking to be sent once more.
        site.logger.info({ form, signal: outcome.signal }, "asked the visitor to confirm a submission");
        return keepTyped(refused(200, CONFIRM_MESSAGE, { confirmation: outcome.confirmation }));
      case "too-many-requests":
        return keepTyped({
          ...refused(429, TOO_MANY_REQUESTS, {
            retryAfterSeconds: outcome.retryAfterSeconds,
          }),
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
    }
  }
  if (isInvalid(outcome)) {
    const list: FieldError[] = Array.isArray(outcome.errors)
      ? outcome.errors
      : Object.entries(outcome.errors as Record<string, string>).map(([field, message]) => ({ field, message }));
    return { ...keepTyped(refused(400, spec.fixErrors ?? "", { errors: errorsByField(list) })), fieldErrors: list };
  }
  return keepTyped(spec.answer(outcome as Exclude<Outcome, VisitorGuarded | { error: "invalid" }>));
}
