import type { RateLimit } from "#core/rate-limit/hit-rate-limit";
import { type Conflict, conflict } from "#core/result";
import { guardVisitorForm } from "#core/visitor-forms/guard-visitor-form";
import type { Executor } from "#db/client";

/** Refused by the visitor-form checks before anything was written. */
export type BookingGuarded =
  /** Filled the honeypot: answered as done, but nothing was written. */
  | Conflict<"discarded">
  /** Too fast or without a start time: asked to send it once more with `confirmation`. */
  | Conflict<"unconfirmed", { confirmation: string }>
  | Conflict<"too-many-requests", { retryAfterSeconds: number }>;

/** What the booking page's forms tell the checks every visitor form passes. */
export type BookingFormGuardOptions = {
  db: Executor;
  fields: Record<string, unknown>;
  clientAddress: string;
  rateLimit: RateLimit;
  signingKey: Uint8Array;
};

/**
 * The rate limit and the bot checks of the visitor forms (decisions 007,
 * 049) for the booking page's forms, which share one rate-limit bucket and
 * the newsletter form's timing: they are about as short.
 */
export async function guardBookingForm({
  now,
  ...options
}: BookingFormGuardOptions & { now: Date }): Promise<{ ok: true } | BookingGuarded> {
  const guard = await guardVisitorForm({ ...options, scope: "book", form: "subscribe", now });
  if (guard.kind === "too-many-requests") return conflict(guard.kind, { retryAfterSeconds: guard.retryAfterSeconds });
  if (guard.kind === "bot") return conflict("discarded");
  if (guard.kind === "unconfirmed") return conflict("unconfirmed", { confirmation: guard.confirmation });
  return { ok: true };
}
