import { sql } from "drizzle-orm";
import { type Conflict, conflict, type Invalid, invalid, type Result } from "#core/result";
import type { Executor } from "#db/client";
import { type FieldError, fieldErrors } from "#rules/form-text";
import { SubscriberSchema } from "#rules/subscriber";

type SubscribeResult = Result<{ id: string }, Invalid<FieldError[]> | Conflict<"already-subscribed">>;

/**
 * Adds an email address to the newsletter as an active subscriber. An address
 * that unsubscribed before becomes active again on the same row, with the
 * newly given names and source (docs/decisions/007-visitor-form-abuse.md). An
 * address already active, in any letter case, is refused.
 */
export async function subscribe({
  db,
  input,
}: {
  db: Executor;
  input: Record<string, unknown>;
}): Promise<SubscribeResult> {
  const parsed = SubscriberSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { firstName, lastName, email, source } = parsed.data;
  // One statement, so two signups of one address at once cannot both insert.
  const result = (await db.execute(sql`
    insert into email_subscribers (first_name, last_name, email, source)
    values (${firstName}, ${lastName}, ${email}, ${source})
    on conflict (lower(email)) do update set
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      email = excluded.email,
      source = excluded.source,
      status = 'active',
      subscribed_at = now(),
      unsubscribed_at = null,
      updated_at = now()
    where email_subscribers.status = 'unsubscribed'
    returning id
  `)) as unknown as { rows: { id: string }[] };
  const row = result.rows[0];
  return row ? { ok: true, id: row.id } : conflict("already-subscribed");
}
