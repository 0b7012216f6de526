import type { MailSettings } from "#core/outbox/mail-settings";
import { clientBucket } from "#core/rate-limit/client-bucket";
import { hitRateLimit, type RateLimit } from "#core/rate-limit/hit-rate-limit";
import { readFormStart } from "#core/visitor-forms/form-start";
import type { Executor } from "#db/client";
import { RegistrationSchema } from "#rules/class-registration";
import { botSignal, STARTED_AT_FIELD } from "#rules/form-guard";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { registerForClass } from "./register-for-class";

type ReceiveRegistrationResult =
  | { kind: "registered"; status: "confirmed" | "waitlisted" }
  /** Looked like a bot: answered like a seat, but nothing was stored. */
  | { kind: "discarded" }
  | { kind: "invalid"; validationErrors: FieldError[] }
  | { kind: "already-registered" | "not-open" | "not-found" }
  | { kind: "too-many-requests"; retryAfterSeconds: number };

/**
 * A registration form as a visitor sends it: the form's rules, the client's
 * rate limit, the bot checks of the other visitor forms, then the seat.
 */
export async function receiveRegistration({
  db,
  classInstanceId,
  fields,
  clientAddress,
  rateLimit,
  today,
  mail,
  timeZone,
  signingKey,
  now = new Date(),
}: {
  db: Executor;
  classInstanceId: string;
  fields: Record<string, unknown>;
  clientAddress: string;
  rateLimit: RateLimit;
  today: string;
  mail: MailSettings;
  timeZone: string;
  /** Checks that the form's start time was signed by this server. */
  signingKey: Uint8Array;
  now?: Date;
}): Promise<ReceiveRegistrationResult> {
  const parsed = RegistrationSchema.safeParse(fields);
  if (!parsed.success) return { kind: "invalid", validationErrors: fieldErrors(parsed.error) };
  const limit = await hitRateLimit({ db, bucket: clientBucket("register", clientAddress), ...rateLimit, now });
  if (!limit.allowed) return { kind: "too-many-requests", retryAfterSeconds: limit.retryAfterSeconds };
  // The newsletter form's thresholds: a registration is about as short.
  const startedAt = readFormStart({ key: signingKey, token: fields[STARTED_AT_FIELD] });
  if (botSignal("subscribe", { ...fields, [STARTED_AT_FIELD]: startedAt ?? undefined }, now.getTime())) {
    return { kind: "discarded" };
  }

  const result = await registerForClass({ db, classInstanceId, input: fields, today, mail, timeZone, clientAddress });
  if (result.ok) return { kind: "registered", status: result.status };
  if (result.error === "invalid") return { kind: "invalid", validationErrors: result.errors };
  if (result.error === "not-found") return { kind: "not-found" };
  return { kind: result.conflict };
}
