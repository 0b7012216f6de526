import { clientBucket } from "#core/rate-limit/client-bucket";
import { hitRateLimit, type RateLimit } from "#core/rate-limit/hit-rate-limit";
import { type Conflict, conflict } from "#core/result";
import type { Executor } from "#db/client";
import type { BotSignal, FillTime } from "#rules/form-guard";
import { judgeSubmission } from "./judge-submission";

/** Refused by the checks every visitor form passes, before anything was written. */
export type VisitorGuarded =
  /** Filled the honeypot: answered as done, but nothing was written. */
  | Conflict<"discarded", { signal: "honeypot" }>
  /** Too fast or without a start time: asked to send it once more with `confirmation`. */
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
  const judgement = judgeSubmission({ form: fillTime, fields, signingKey, now });
  if (judgement.kind === "bot") return conflict("discarded", { signal: judgement.signal });
  if (judgement.kind === "unconfirmed") {
    return conflict("unconfirmed", { signal: judgement.signal, confirmation: judgement.confirmation });
  }
  return { ok: true };
}
