/**
 * What every core read or write that can fail answers: `ok: true` with its
 * fields beside it, or `ok: false` with one of three errors. Routes turn a
 * failure into a status and a message in one place (app/lib/admin-action.server.ts).
 */
export type NotFound = { readonly ok: false; readonly error: "not-found" };

/** The input broke the rules; `errors` holds the message per field. */
export type Invalid<Errors = Record<string, string>> = { ok: false; error: "invalid"; errors: Errors };

/** The thing exists but its state refuses the write; `conflict` says why. */
export type Conflict<Kind extends string = string, Details extends object = object> = {
  ok: false;
  error: "conflict";
  conflict: Kind;
} & Details;

export type Failure = NotFound | Invalid<unknown> | Conflict;

export type Result<Value extends object = object, Fails extends Failure = NotFound> = ({ ok: true } & Value) | Fails;

/** The one "not found" answer: an unknown id, a malformed id or a row deleted meanwhile. */
export const NOT_FOUND: NotFound = Object.freeze({ ok: false, error: "not-found" });

export function invalid<Errors = Record<string, string>>(errors: Errors): Invalid<Errors> {
  return { ok: false, error: "invalid", errors };
}

export function conflict<Kind extends string, Details extends object = object>(
  kind: Kind,
  details: Details = {} as Details,
): Conflict<Kind, Details> {
  return { ok: false, error: "conflict", conflict: kind, ...details };
}
