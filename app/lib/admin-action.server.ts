import { type AppLoadContext, data } from "react-router";
import type { StaleEdit } from "#core/edit-versions/check-edit-version";
import type { Conflict, Failure } from "#core/result";
import { ADMIN_FORM_MESSAGES, JS_FIELD } from "#rules/admin-form";
import { OVERWRITE_FIELD, STALE_EDIT_MESSAGES } from "#rules/edit-version";
import type { FormAnswer, TypedFields } from "#rules/form-answer";
import { errorsByField, type FieldError } from "#rules/form-text";
import { reportDatabaseOutage } from "#server/database-outage";
import { redirectWithToast } from "./flash-toast.server";
import { formatAdminDate } from "./format";

export type { FormAnswer } from "#rules/form-answer";
export { redirectWithToast } from "./flash-toast.server";

/**
 * What an action gives back when its page reads data of its own beside the
 * answer (`Answer`, e.g. `FormAnswer<{ intent: string }>`): declared as the
 * action's return type, every answer it gives is checked against `Answer`, and
 * the page's `actionData`, which React Router types from the action, is
 * `Answer` without a cast. A redirect is a `Response`. An action answering a
 * plain `FormAnswer` needs no declaration.
 */
export type Answered<Answer> = Response | ReturnType<typeof data<Answer>>;

/**
 * A successful save. A page with JavaScript shows the toast and moves on after
 * 1.5 s itself; a plain form post is redirected at once with the toast in a cookie.
 * A delete passes `undo`, the trash item it made (or the items of a delete of
 * several), and its toast offers Undo for all of them.
 */
export function saved(
  form: FormData,
  {
    context,
    message,
    redirectTo,
    undo,
  }: { context: AppLoadContext; message: string; redirectTo: string; undo?: string | readonly string[] },
) {
  const undoIds = typeof undo === "string" ? [undo] : [...(undo ?? [])];
  const offered = undoIds.length > 0 ? undoIds : undefined;
  if (form.get(JS_FIELD) === "1")
    return data<FormAnswer>({ ok: true, message, redirectTo, ...(offered ? { undo: offered } : {}) });
  return redirectWithToast({ to: redirectTo, message, undo: offered, context });
}

const NOT_TYPED = new Set(["csrf", JS_FIELD, OVERWRITE_FIELD]);

/**
 * The extra data of an editor's failed answer: a form posted without
 * JavaScript gets its page drawn again from the saved row, so the answer
 * carries the fields as they were posted (and the version the form was opened
 * at) for the editor to show instead. A chosen file cannot be sent back: only
 * its name is, for the form to ask for it again. A page with JavaScript keeps
 * its own form and gets nothing.
 */
export function keptTyping(form: FormData): { typed?: TypedFields } {
  if (form.get(JS_FIELD) === "1") return {};
  const typed: TypedFields = [];
  for (const [name, value] of form.entries()) {
    if (NOT_TYPED.has(name)) continue;
    if (typeof value === "string") typed.push([name, value]);
    else if (value.name) typed.push([name, value.name]);
  }
  return { typed };
}

/**
 * The form's fields did not pass (400); each message shows under its field.
 * `extra` is the page's own data beside the answer (e.g. which of its forms was sent).
 */
export function answerInvalid<Extra extends object = object>(
  errors: Record<string, string>,
  formError: string = ADMIN_FORM_MESSAGES.fixErrors,
  extra?: Extra,
) {
  return data<FormAnswer<Extra>>({ ...extra, ok: false, errors, formError } as FormAnswer<Extra>, { status: 400 });
}

/** The save failed as a whole, e.g. the thing was deleted meanwhile. */
export function failed<Extra extends object = object>(message: string, status = 400, extra?: Extra) {
  return data<FormAnswer<Extra>>({ ...extra, ok: false, errors: {}, formError: message } as FormAnswer<Extra>, {
    status,
  });
}

/**
 * A failed write whose form may have come without JavaScript from another page
 * (a toast's Undo): a plain post goes back there with the message as an error
 * toast, as `saved` does with its message.
 */
export function failedBack(
  form: FormData,
  {
    context,
    message,
    status,
    redirectTo,
  }: { context: AppLoadContext; message: string; status: number; redirectTo: string },
) {
  if (form.get(JS_FIELD) === "1") return failed(message, status);
  return redirectWithToast({ to: redirectTo, message, tone: "error", context });
}

const FAILURE_STATUS = { "not-found": 404, invalid: 400, conflict: 409 } as const;

/** A page's own conflicts: every one but a stale save, which is answered the same on every editor. */
type OwnConflict<F extends Failure> = Exclude<Extract<F, Conflict>, StaleEdit>;

type FailureMessages<F extends Failure> = {
  notFound: string;
  /** The whole form's message beside the field messages; "" on pages whose fields say it all. */
  fixErrors?: string;
} & ([OwnConflict<F>] extends [never] ? unknown : { conflict: (failure: OwnConflict<F>) => string }) &
  ([Extract<F, StaleEdit>] extends [never]
    ? unknown
    : {
        /** The site's time zone, in which a stale save's message says when the newer version was saved. */
        timeZone: string;
      });

/** What an editor's answer carries beside its message when a save was refused as stale. */
export type StaleAnswer = { stale: true };

function isStale(failure: Conflict): failure is StaleEdit {
  return failure.conflict === "stale" && "changedAt" in failure;
}

/**
 * The one place a core failure becomes the admin's answer: invalid input shows
 * its messages under the fields (400); not found (404) and a conflict (409)
 * show the page's message for it. A save over a newer version (a stale edit,
 * on every editor alike) says who saved it and when, with `stale` in the
 * answer so the editor offers to reload or save over it.
 */
export function answerFailure<F extends Failure, Extra extends object = object>(
  failure: F,
  messages: FailureMessages<F>,
  extra?: Extra,
) {
  const refused: Failure = failure;
  if (refused.error === "invalid") {
    const errors = refused.errors as Record<string, string> | FieldError[];
    return answerInvalid(Array.isArray(errors) ? errorsByField(errors) : errors, messages.fixErrors, extra);
  }
  if (refused.error === "conflict" && isStale(refused)) {
    // A failure that can be stale comes with messages that have the site's time zone (FailureMessages).
    const timeZone = "timeZone" in messages && typeof messages.timeZone === "string" ? messages.timeZone : "UTC";
    const message = STALE_EDIT_MESSAGES.changedMeanwhile(
      refused.changedBy,
      formatAdminDate(refused.changedAt, timeZone),
    );
    return failed<Extra & StaleAnswer>(message, FAILURE_STATUS.conflict, { ...(extra as Extra), stale: true });
  }
  if (refused.error === "conflict") {
    const forConflict = (messages as { conflict?: (failure: Conflict) => string }).conflict;
    return failed(forConflict ? forConflict(refused) : messages.notFound, FAILURE_STATUS.conflict, extra);
  }
  return failed(messages.notFound, FAILURE_STATUS[refused.error], extra);
}

/** The driver's own words for a failure, without the SQL Drizzle adds in front. */
export function failureReason(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error && error.message ? error.message : "unknown error";
}

/**
 * The status of a read or write that threw, logged once: 503 when the
 * database cannot do the work right now (one line without a stack; the answer
 * says when to try again), else 500 with the stack, a fault in the code.
 */
export function faultStatus(context: AppLoadContext, error: unknown, during: string, details: object = {}): 500 | 503 {
  if (reportDatabaseOutage(context.logger, error, during)) return 503;
  context.logger.error({ err: error, ...details }, during);
  return 500;
}
