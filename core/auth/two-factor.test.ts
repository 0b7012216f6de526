import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminSessions, auditLog } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { withTestDatabase } from "#tests/setup/database";
import { completeTwoFactorSignIn } from "./complete-two-factor-sign-in";
import { confirmTwoFactorSetup } from "./confirm-two-factor-setup";
import { disableTwoFactor } from "./disable-two-factor";
import { getTwoFactorState } from "./get-two-factor-state";
import { signIn } from "./sign-in";
import { startTwoFactorSetup } from "./start-two-factor-setup";
import { totpCodeAt } from "./totp";

const database = withTestDatabase();
const owner = { email: "owner@example.com", password: "correct horse battery", name: "Owner" };
const start = new Date("2030-01-01T12:00:00Z");
const seconds = (n: number) => new Date(start.getTime() + n * 1000);

let secret = "";
let recoveryCodes: string[] = [];
let adminUserId = "";

async function passwordStep(now = start) {
  const result = await signIn({ db: database.db(), ...owner, clientAddress: "203.0.113.7", now });
  if (result.ok || result.reason !== "second-factor") throw new Error("expected a second step");
  return result.challengeToken;
}

async function codeStep(code: string, now: Date, challengeToken?: string) {
  return completeTwoFactorSignIn({
    db: database.db(),
    challengeToken: challengeToken ?? (await passwordStep(now)),
    code,
    clientAddress: "203.0.113.7",
    now,
  });
}

describe("two-factor sign-in", () => {
  beforeEach(async () => {
    const admin = await createAdminUser({ db: database.db(), account: owner });
    adminUserId = admin.id;
    const actor = { adminUserId, actorEmail: owner.email };
    secret = await startTwoFactorSetup({ db: database.db(), adminUserId });
    expect(await getTwoFactorState({ db: database.db(), adminUserId })).toEqual({ status: "pending", secret });
    // Until a first code is confirmed, signing in needs the password only.
    expect(await signIn({ db: database.db(), ...owner, clientAddress: "203.0.113.7", now: start })).toMatchObject({
      ok: true,
    });
    expect(await confirmTwoFactorSetup({ db: database.db(), actor, code: "000000", now: start })).toEqual({
      ok: false,
      error: "invalid",
      errors: { code: TWO_FACTOR_MESSAGES.setupCodeInvalid },
    });
    const confirmed = await confirmTwoFactorSetup({
      db: database.db(),
      actor,
      code: totpCodeAt(secret, seconds(-60)),
      now: seconds(-60),
    });
    if (!confirmed.ok) throw new Error("setup failed");
    recoveryCodes = confirmed.recoveryCodes;
    await database.db().delete(adminSessions);
  });

  it("asks for a code after the right password, and signs in with the current code", async () => {
    const challenge = await passwordStep();
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
    const result = await codeStep(totpCodeAt(secret, start), start, challenge);
    expect(result).toMatchObject({ ok: true });
    const events = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in"));
    expect(events.map((event) => event.details)).toEqual([null, { secondFactor: "totp" }]);
  });

  it("accepts a code from a clock one step off either way, but not two", async () => {
    expect(await codeStep(totpCodeAt(secret, seconds(-30)), start)).toMatchObject({ ok: true });
    expect(await codeStep(totpCodeAt(secret, seconds(120)), seconds(90))).toMatchObject({ ok: true });
    expect(await codeStep(totpCodeAt(secret, seconds(300)), seconds(240))).toMatchObject({
      ok: false,
      reason: "invalid-credentials",
    });
  });

  it("refuses a code that was used already, and a wrong one", async () => {
    const code = totpCodeAt(secret, start);
    expect(await codeStep(code, start)).toMatchObject({ ok: true });
    expect(await codeStep(code, seconds(10))).toMatchObject({ ok: false, reason: "invalid-credentials" });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await codeStep(wrong, seconds(40))).toMatchObject({ ok: false, reason: "invalid-credentials" });
    const failures = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"));
    expect(failures.map((row) => row.details)).toEqual([{ step: "two-factor" }, { step: "two-factor" }]);
  });

  it("takes each of the ten recovery codes once", async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first = "", second = ""] = recoveryCodes;
    expect(await codeStep(first.toUpperCase(), start)).toMatchObject({ ok: true });
    expect(await codeStep(first, start)).toMatchObject({ ok: false, reason: "invalid-credentials" });
    expect(await codeStep(second, start)).toMatchObject({ ok: true });
    expect(await getTwoFactorState({ db: database.db(), adminUserId })).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it("throttles wrong codes like wrong passwords", async () => {
    const challenge = await passwordStep();
    // Every attempt counts before it is checked: the password step was the first of the five free ones.
    for (let i = 0; i < 4; i++) {
      expect(await codeStep("111111", start, challenge)).toMatchObject({ reason: "invalid-credentials" });
    }
    expect(await codeStep(totpCodeAt(secret, start), start, challenge)).toMatchObject({ reason: "throttled" });
  });

  it("forgets the password step after five minutes", async () => {
    const challenge = await passwordStep();
    expect(await codeStep(totpCodeAt(secret, seconds(301)), seconds(301), challenge)).toEqual({
      ok: false,
      reason: "challenge-expired",
    });
  });

  it("turns off only with the current password", async () => {
    const actor = { adminUserId, actorEmail: owner.email };
    expect(await disableTwoFactor({ db: database.db(), actor, password: "not my password" })).toEqual({
      ok: false,
      error: "invalid",
      errors: { password: TWO_FACTOR_MESSAGES.passwordInvalid },
    });
    expect(await disableTwoFactor({ db: database.db(), actor, password: owner.password })).toEqual({ ok: true });
    expect(await signIn({ db: database.db(), ...owner, clientAddress: "203.0.113.7", now: start })).toMatchObject({
      ok: true,
    });
  });
});
