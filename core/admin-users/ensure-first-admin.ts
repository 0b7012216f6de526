import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminUsers } from "#db/schema";
import type { AdminAccountInput } from "#rules/admin-account";
import { type AdminUser, createAdminUser } from "./create-admin-user";

/** Creates the first admin from configuration when there is no admin yet; returns it, or null. */
export async function ensureFirstAdmin({
  db,
  account,
}: {
  db: Executor;
  account: AdminAccountInput;
}): Promise<AdminUser | null> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if (count > 0) return null;
  return createAdminUser({ db, account });
}
