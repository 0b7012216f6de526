import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import type { RateLimit } from "#core/rate-limit/hit-rate-limit";
import { guardVisitorForm } from "#core/visitor-forms/guard-visitor-form";
import type { Judgement } from "#core/visitor-forms/judge-submission";
import type { Executor } from "#db/client";
import { RegistrationSchema } from "#rules/class-registration";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { registerForClass } from "./register-for-class";

type ReceiveRegistrationResult =
  | { kind: "registered"; status: "confirmed" | "waitlisted" }
  /** Filled the honeypot: answered like a seat, but nothing was stored. */
  | { kind: "discarded" }
  /** Too fast or without a start time: no seat taken yet, the visitor is asked to confirm. */
  | Extract<Judgement, { kind: "unconfirmed" }>
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
  mail: VisitorMailSettings;
  timeZone: string;
  /** Checks that the form's start time was signed by this server. */
  signingKey: Uint8Array;
  now?: Date;
}): Promise<ReceiveRegistrationResult> {
  const parsed = RegistrationSchema.safeParse(fields);
  if (!parsed.success) return { kind: "invalid", validationErrors: fieldErrors(parsed.error) };
  // The newsletter form's thresholds: a registration is about as short.
  const judgement = await guardVisitorForm({
    db,
    scope: "register",
    form: "subscribe",
    fields,
    clientAddress,
    rateLimit,
    signingKey,
    now,
  });
  if (judgement.kind === "too-many-requests") return judgement;
  if (judgement.kind === "bot") return { kind: "discarded" };
  if (judgement.kind === "unconfirmed") return judgement;

  const result = await registerForClass({ db, classInstanceId, input: fields, today, mail, timeZone, clientAddress });
  if (result.ok) return { kind: "registered", status: result.status };
  if (result.error === "invalid") return { kind: "invalid", validationErrors: result.errors };
  if (result.error === "not-found") return { kind: "not-found" };
  return { kind: result.conflict };
}
