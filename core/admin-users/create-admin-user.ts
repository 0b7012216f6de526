import { hashPassword } from "#core/auth/password";
import type { Executor } from "#db/client";
import { adminUsers } from "#db/schema";
import { type AdminAccountInput, AdminAccountSchema } from "#rules/admin-account";

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

export type AdminUser = { id: string; email: string; name: string };

/** Creates an admin account; throws AdminAccountError with a readable reason. */
export async function createAdminUser({
  db,
  account,
}: {
  db: Executor;
  account: AdminAccountInput;
}): Promise<AdminUser> {
  const parsed = AdminAccountSchema.safeParse(account);
  if (!parsed.success) {
    throw new AdminAccountError(parsed.error.issues.map((issue) => issue.message).join("; "));
  }
  const { email, password, name } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [created] = await db
    .insert(adminUsers)
    .values({ email, name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name });
  if (!created) throw new AdminAccountError(`An admin account for ${email} already exists`);
  return created;
}
