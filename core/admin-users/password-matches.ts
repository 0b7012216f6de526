import { eq } from "drizzle-orm";
import { verifyPassword } from "#core/auth/password";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";

/** Whether `password` is the admin's current one: a change to one's own account asks for it. */
export async function passwordMatches(db: Database, adminUserId: string, password: string): Promise<boolean> {
  const [admin] = await db
    .select({ hash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminUserId));
  return Boolean(admin && (await verifyPassword(password, admin.hash)));
}
