import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, appSettings } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { createFirstAdmin } from "./create-first-admin";
import { issueSetupCode } from "./issue-setup-code";
import { SETUP_CODE_KEY, setupCodeHash } from "./setup-code-hash";

const database = withTestDatabase();

const account = {
  name: "Olivia",
  email: "olivia@example.com",
  password: "a long enough password",
  confirmPassword: "a long enough password",
};

function setUp(setupCode: string, clientAddress = "203.0.113.9") {
  return createFirstAdmin({ db: database.db(), input: { ...account, setupCode }, clientAddress });
}

describe("the setup code", () => {
  it("stays the same across restarts until used, and every code printed by an instance stays valid", async () => {
    await database.db().delete(adminUsers);
    const code = await issueSetupCode({ db: database.db() });
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    // A restart that still has its code keeps it.
    expect(await issueSetupCode({ db: database.db(), keep: code })).toBe(code);
    // An instance with no code of its own (another machine on the same PostgreSQL) gets one more.
    const other = await issueSetupCode({ db: database.db() });
    expect(other).not.toBe(code);
    // A made-up code is not kept: a new one is issued instead.
    expect(await issueSetupCode({ db: database.db(), keep: "AAAA-BBBB-CCCC-DDDD" })).not.toBe("AAAA-BBBB-CCCC-DDDD");

    expect(await setUp("AAAA-BBBB-CCCC-DDDD")).toMatchObject({ ok: false });
    expect(await setUp(` ${(code ?? "").toLowerCase()} `)).toMatchObject({ ok: true });
    // Used: every code is gone, and none is issued while there is an admin.
    expect(await database.db().select().from(appSettings).where(eq(appSettings.key, SETUP_CODE_KEY))).toEqual([]);
    expect(await issueSetupCode({ db: database.db(), keep: other })).toBeNull();
  });

  it("accepts a code stored in the earlier single-hash form", async () => {
    await database.db().delete(adminUsers);
    await database
      .db()
      .insert(appSettings)
      .values({ key: SETUP_CODE_KEY, value: { hash: setupCodeHash("ABCD-EFGH-JKLM-NPQR") } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { hash: setupCodeHash("ABCD-EFGH-JKLM-NPQR") } } });
    expect(await issueSetupCode({ db: database.db(), keep: "ABCD-EFGH-JKLM-NPQR" })).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(await setUp("abcd efgh jklm npqr")).toMatchObject({ ok: true });
  });
});
