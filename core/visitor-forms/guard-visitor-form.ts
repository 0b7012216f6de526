import { clientBucket } from "#core/rate-limit/client-bucket";
import { hitRateLimit, type RateLimit } from "#core/rate-limit/hit-rate-limit";
import { type Conflict, conflict } from "#core/result";
import { readSignedValue, signValue } from "#core/security/signed-value";
import type { Executor } from "#db/client";
import { type BotSignal, botSignal, CONFIRMATION_FIELD, type FillTime, STARTED_AT_FIELD } from "#rules/form-guard";
import { readFormStart } from "./form-start";

const PURPOSE = "visitor-form-confirmed";
/** How long the "send it" of a confirmation stays good: a visitor may leave the page open for a while. */
const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

function hasValidConfirmation(key: Uint8Array, token: unknown, now: number): boolean {
  const value = readSignedValue({ key, purpose: PURPOSE, token });
  if (value === null || !/^\d{1,16}$/.test(value)) return false;
  const age = now - Number(value);
  return age >= 0 && age <= CONFIRMATION_LIFETIME_MS;
}

/**
 * Whether a visitor form comes from a person (see
 * docs/decisions/049-no-false-success-for-visitor-forms.md): a filled
 * honeypot is a bot; a post without a start time, or too fast, is stored only
 * once the visitor confirms it, which a signed `confirmation` this server
 * issued (within a day) shows.
 */
function judgeSubmission({
  form,
  fields,
  signingKey,
  now,
}: {
  form: FillTime;
  fields: Record<string, unknown>;
  signingKey: Uint8Array;
  now: Date;
}): { ok: true } | Exclude<VisitorGuarded, { conflict: "too-many-requests" }> {
  // Only a start time this server signed counts; anything else is as good as none.
  const startedAt = readFormStart({ key: signingKey, token: fields[STARTED_AT_FIELD] });
  const signal = botSignal(form, { ...fields, [STARTED_AT_FIELD]: startedAt ?? undefined }, now.getTime());
  if (signal === null) return { ok: true };
  if (signal === "honeypot") return conflict("discarded", { signal });
  if (hasValidConfirmation(signingKey, fields[CONFIRMATION_FIELD], now.getTime())) return { ok: true };
  const confirmation = signValue({ key: signingKey, purpose: PURPOSE, value: String(now.getTime()) });
  return conflict("unconfirmed", { signal, confirmation });
}

/** Refused by the checks every visitor form passes, before anything was written. */
export type VisitorGuarded =
  /** Filled the honeypot (only a bot fills it): answered as done, but nothing was written. */
  | Conflict<"discarded", { signal: "honeypot" }>
  /**
   * Sent faster than a person types, or with no start time: as likely autofill
   * or a page without scripts as a bot. Asked to send it once more with
   * `confirmation`.
   */
  | Conflict<"unconfirmed", { signal: Exclude<BotSignal, "honeypot">; confirmation: string }>
  | Conflict<"too-many-requests", { retryAfterSeconds: number }>;

/** What a core verb that receives a visitor's form hands on to its checks. */
export type VisitorCheckOptions = {
  db: Executor;
  fields: Record<string, unknown>;
  clientAddress: string;
  rateLimit: RateLimit;
  /** Checks the signature of the form's `startedAt` and `confirmation`. */
  signingKey: Uint8Array;
};

/**
 * The checks every visitor form passes once its fields are well formed: the
 * client's rate limit in `scope` (only well-formed posts count), then the bot
 * checks of docs/decisions/007-visitor-form-abuse.md and
 * docs/decisions/049-no-false-success-for-visitor-forms.md. Only `ok` may
 * write anything.
 */
export async function guardVisitorForm({
  db,
  scope,
  fillTime,
  fields,
  clientAddress,
  rateLimit,
  signingKey,
  now = new Date(),
}: VisitorCheckOptions & {
  /** The rate limit's bucket name: one per kind of form. */
  scope: string;
  /** Whose timing thresholds apply. */
  fillTime: FillTime;
  now?: Date;
}): Promise<{ ok: true } | VisitorGuarded> {
  const limit = await hitRateLimit({ db, bucket: clientBucket(scope, clientAddress), ...rateLimit, now });
  if (!limit.allowed) return conflict("too-many-requests", { retryAfterSeconds: limit.retryAfterSeconds });
  return judgeSubmission({ form: fillTime, fields, signingKey, now });
}
