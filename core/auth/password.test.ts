import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminUsers } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { hashPassword, hashPasswordWithScrypt, needsRehash, verifyPassword } from "./password";
import { signIn } from "./sign-in";

const database = withTestDatabase();

describe("password hashes", () => {
  it("are Argon2id with OWASP's parameters, salted, and check only the right password", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery", first)).toBe(true);
    expect(await verifyPassword("correct horse batterY", first)).toBe(false);
    expect(await verifyPassword("anything", "$argon2id$garbage")).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it("upgrades an scrypt hash to Argon2id at the next successful sign-in, and not at a failed one", async () => {
    const admin = await createAdminUser({
      db: database.db(),
      account: { email: "owner@example.com", password: "correct horse battery" },
    });
    const scrypt = await hashPasswordWithScrypt("correct horse battery");
    expect(needsRehash(scrypt)).toBe(true);
    await database.db().update(adminUsers).set({ passwordHash: scrypt }).where(eq(adminUsers.id, admin.id));
    const storedHash = async () =>
      (await database.db().select().from(adminUsers).where(eq(adminUsers.id, admin.id)))[0]?.passwordHash;

    const attempt = (password: string) =>
      signIn({ db: database.db(), email: "owner@example.com", password, clientAddress: "203.0.113.7" });
    expect(await attempt("wrong password here")).toMatchObject({ ok: false });
    expect(await storedHash()).toBe(scrypt);
    expect(await attempt("correct horse battery")).toMatchObject({ ok: true });
    expect(await storedHash()).toMatch(/^\$argon2id\$/);
    expect(await attempt("correct horse battery")).toMatchObject({ ok: true });
  });
});
