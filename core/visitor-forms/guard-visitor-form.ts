import { clientBucket } from "#core/rate-limit/client-bucket";
import { hitRateLimit, type RateLimit } from "#core/rate-limit/hit-rate-limit";
import type { Executor } from "#db/client";
import type { VisitorForm } from "#rules/form-guard";
import { type Judgement, judgeSubmission } from "./judge-submission";

export type VisitorFormGuard = Judgement | { kind: "too-many-requests"; retryAfterSeconds: number };

/**
 * The checks every visitor form passes once its fields are well formed: the
 * client's rate limit in `scope` (only well-formed posts count), then the bot
 * checks of docs/decisions/007-visitor-form-abuse.md and
 * docs/decisions/049-no-false-success-for-visitor-forms.md. Only a "person"
 * answer may write anything.
 */
export async function guardVisitorForm({
  db,
  scope,
  form,
  fields,
  clientAddress,
  rateLimit,
  signingKey,
  now = new Date(),
}: {
  db: Executor;
  /** The rate limit's bucket name: one per kind of form. */
  scope: string;
  /** Whose timing thresholds apply. */
  form: VisitorForm;
  fields: Record<string, unknown>;
  clientAddress: string;
  rateLimit: RateLimit;
  signingKey: Uint8Array;
  now?: Date;
}): Promise<VisitorFormGuard> {
  const limit = await hitRateLimit({ db, bucket: clientBucket(scope, clientAddress), ...rateLimit, now });
  if (!limit.allowed) return { kind: "too-many-requests", retryAfterSeconds: limit.retryAfterSeconds };
  return judgeSubmission({ form, fields, signingKey, now });
}
