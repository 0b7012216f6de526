import { describe, expect, it } from "vitest";
import { verifyPassword } from "#core/auth/password";
import { adminUsers } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { AdminAccountError, createAdminUser } from "./create-admin-user";
import { ensureFirstAdmin } from "./ensure-first-admin";

const database = withTestDatabase();

describe("admin accounts", () => {
  it("stores a memory-hard hash, never the password", async () => {
    await createAdminUser({
      db: database.db(),
      account: { email: " Owner@Example.com ", password: "correct horse battery", name: "Owner" },
    });
    const [row] = await database.db().select().from(adminUsers);
    expect(row?.email).toBe("owner@example.com");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", row?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("correct horse batterY", row?.passwordHash ?? "")).toBe(false);
  });

  it("refuses a password shorter than 12 characters and a taken email", async () => {
    await expect(
      createAdminUser({ db: database.db(), account: { email: "a@example.com", password: "short pass" } }),
    ).rejects.toThrow("Password must be at least 12 characters");
    await createAdminUser({ db: database.db(), account: { email: "a@example.com", password: "long enough password" } });
    await expect(
      createAdminUser({ db: database.db(), account: { email: "A@example.com", password: "another long password" } }),
    ).rejects.toThrow(AdminAccountError);
  });

  it("creates the first admin only when there is none", async () => {
    const account = { email: "first@example.com", password: "first admin password" };
    expect(await ensureFirstAdmin({ db: database.db(), account })).toMatchObject({ email: "first@example.com" });
    expect(await ensureFirstAdmin({ db: database.db(), account: { ...account, email: "x@example.com" } })).toBeNull();
    expect(await database.db().select().from(adminUsers)).toHaveLength(1);
  });
});
