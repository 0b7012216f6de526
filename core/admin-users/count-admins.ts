import { count } from "drizzle-orm";
import type { Executor } from "#db/client";
import { adminUsers } from "#db/schema";

export async function countAdmins({ db }: { db: Executor }): Promise<number> {
  const [row] = await db.select({ count: count() }).from(adminUsers);
  return row?.count ?? 0;
}
