import { and, eq, isNull, type SQL } from "drizzle-orm";
import { emailSubscribers } from "#db/schema";

/**
 * Who an issue goes to: active subscribers whose mail is not suppressed, from
 * one source or all. Pending (unconfirmed) and unsubscribed addresses never are.
 */
export function newsletterAudience(source: string | null): SQL {
  return and(
    eq(emailSubscribers.status, "active"),
    isNull(emailSubscribers.suppressedAt),
    source === null ? undefined : eq(emailSubscribers.source, source),
  ) as SQL;
}
