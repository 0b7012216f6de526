import { sql } from "drizzle-orm";

/**
 * A lease ending `leaseMs` from now, to the millisecond: what a JavaScript
 * Date holds, so the worker can give the value back to prove the lease is
 * still its own.
 */
export function leaseEnd(leaseMs: number) {
  return sql`date_trunc('milliseconds', now() + ${leaseMs} * interval '1 millisecond')`;
}
