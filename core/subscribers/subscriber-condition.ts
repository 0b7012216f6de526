import { and, eq, type SQL, sql } from "drizzle-orm";
import { emailSubscribers } from "#db/schema";
import { containsInAny } from "#db/search";
import type { SubscriberQuery } from "#rules/subscriber-admin";

/** "Hannah Kim" as typed in the search box matches the two name columns together. */
const fullName = sql`${emailSubscribers.firstName} || ' ' || ${emailSubscribers.lastName}`;

/** The search (first name, last name, full name, email) and filters of the subscriber list as one condition. */
export function subscriberCondition({ search, status, source }: Omit<SubscriberQuery, "page">): SQL | undefined {
  return and(
    status ? eq(emailSubscribers.status, status) : undefined,
    source ? eq(emailSubscribers.source, source) : undefined,
    containsInAny([fullName, emailSubscribers.email], search),
  );
}
