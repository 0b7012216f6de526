import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminSessions, auditLog } from "#db/schema";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { withTestDatabase } from "#tests/setup/database";
import { guessAllDay } from "#tests/setup/guess-all-day";
import { completeTwoFactorSignIn } from "./complete-two-factor-sign-in";
import { confirmTwoFactorSetup } from "./confirm-two-factor-setup";
import { disableTwoFactor } from "./disable-two-factor";
import { getTwoFactorState } from "./get-two-factor-state";
import { renewRecoveryCodes } from "./renew-recovery-codes";
import { ACCOUNT_CODE_GUESSES_PER_DAY, ADDRESS_FREE_FAILURES, CODE_FREE_FAILURES } from "./session-policy";
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

const OWNERS_ADDRESS = "203.0.113.7";
type Where = { clientAddress?: string; deviceAdminId?: string };

function signInWith(password: string, now: Date, { clientAddress = OWNERS_ADDRESS, deviceAdminId }: Where = {}) {
  return signIn({ db: database.db(), ...owner, password, clientAddress, deviceAdminId, now });
}

async function passwordStep(now = start, where: Where = {}) {
  const result = await signInWith(owner.password, now, where);
  if (result.ok || result.reason !== "second-factor")
    throw new Error(`expected a second step, got ${JSON.stringify(result)}`);
  return result.challengeToken;
}

async function codeStep(code: string, now: Date, challengeToken?: string, where: Where = {}) {
  return completeTwoFactorSignIn({
    db: database.db(),
    challengeToken: challengeToken ?? (await passwordStep(now, where)),
    code,
    clientAddress: where.clientAddress ?? OWNERS_ADDRESS,
    deviceAdminId: where.deviceAdminId,
    now,
  });
}

/** A six-digit code that is not the one for `at`. */
function wrongCodeAt(at: Date) {
  return String((Number(totpCodeAt(secret, at)) + 1) % 1_000_000).padStart(6, "0");
}

describe("two-factor sign-in", () => {
  beforeEach(async () => {
    const admin = await createAdminUser({ db: database.db(), account: owner });
    adminUserId = admin.id;
    const actor = { adminUserId, actorEmail: owner.email };
    const started = await startTwoFactorSetup({ db: database.db(), adminUserId });
    if (!started.ok) throw new Error("two-factor sign-in was on already");
    secret = started.secret;
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

  it("refuses a code that was used already without counting it as a guess, and a wrong one", async () => {
    const code = totpCodeAt(secret, start);
    expect(await codeStep(code, start)).toMatchObject({ ok: true });
    // Signing in again within the same 30 seconds: the code on the phone has not changed yet.
    for (let i = 0; i < CODE_FREE_FAILURES + 1; i++) {
      expect(await codeStep(code, seconds(10))).toEqual({ ok: false, reason: "code-used" });
    }
    expect(await codeStep(wrongCodeAt(seconds(40)), seconds(40))).toMatchObject({
      ok: false,
      reason: "invalid-credentials",
    });
    const failures = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"));
    expect(failures.map((row) => row.details)).toEqual([{ step: "two-factor" }]);
    expect(await codeStep(totpCodeAt(secret, seconds(40)), seconds(40))).toMatchObject({ ok: true });
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

  it("keeps a limit of its own on wrong codes, which a right password does not clear", async () => {
    const challenge = await passwordStep();
    for (let i = 0; i < CODE_FREE_FAILURES; i++) {
      expect(await codeStep("111111", start, challenge)).toMatchObject({ reason: "invalid-credentials" });
    }
    expect(await codeStep(totpCodeAt(secret, start), start, challenge)).toMatchObject({ reason: "throttled" });
    expect(await codeStep(totpCodeAt(secret, start), start)).toMatchObject({ reason: "throttled" });
    expect(await codeStep(totpCodeAt(secret, seconds(61)), seconds(61))).toMatchObject({ ok: true });
  });

  it("signs the owner in with the right password and code once the lock of her five typos has passed", async () => {
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      expect(await signInWith("a typo", start)).toMatchObject({ reason: "invalid-credentials" });
    }
    expect(await signInWith(owner.password, seconds(30))).toMatchObject({ reason: "throttled" });
    // The lock passes; the right password and code, more than once, never lock her again.
    for (const at of [seconds(61), seconds(121), seconds(181)]) {
      expect(await codeStep(totpCodeAt(secret, at), at)).toMatchObject({ ok: true });
    }
  });

  it("lets the owner in from a new browser after strangers sent 40 wrong passwords from four addresses", async () => {
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < 10; i++) await signInWith("a guess", start, { clientAddress: `192.0.2.${address}` });
    }
    expect(await signInWith(owner.password, seconds(30), { clientAddress: "198.51.100.20" })).toMatchObject({
      reason: "throttled",
    });
    const later = seconds(61);
    expect(
      await codeStep(totpCodeAt(secret, later), later, undefined, { clientAddress: "198.51.100.20" }),
    ).toMatchObject({ ok: true });
  });

  it("checks at most a day's wrong codes from a stranger who has the password, and still lets the owner in", async () => {
    const addresses = ["192.0.2.1", "192.0.2.2", "192.0.2.3"];
    // Each address keeps its password step for four minutes, as long as it lives.
    const challenges = new Map<string, { token: string; at: number }>();
    const challengeOf = async (clientAddress: string, now: Date) => {
      const kept = challenges.get(clientAddress);
      if (kept && now.getTime() - kept.at < 4 * 60_000) return kept.token;
      const token = await passwordStep(now, { clientAddress });
      challenges.set(clientAddress, { token, at: now.getTime() });
      return token;
    };
    const checked = await guessAllDay({
      addresses,
      start,
      guess: async (clientAddress, now) => {
        const challenge = await challengeOf(clientAddress, now);
        const result = await codeStep(wrongCodeAt(now), now, challenge, { clientAddress });
        if (!result.ok && result.reason === "throttled") return { checked: false, retryAt: result.retryAt };
        return { checked: true };
      },
    });
    expect(checked).toBe(ACCOUNT_CODE_GUESSES_PER_DAY);
    const lateThatDay = seconds(23 * 3600);
    const stranger = await codeStep(totpCodeAt(secret, lateThatDay), lateThatDay, undefined, {
      clientAddress: "198.51.100.20",
    });
    expect(stranger).toMatchObject({ reason: "throttled" });
    const owners = await codeStep(totpCodeAt(secret, lateThatDay), lateThatDay, undefined, {
      clientAddress: "198.51.100.20",
      deviceAdminId: adminUserId,
    });
    expect(owners).toMatchObject({ ok: true });
  });

  it("forgets the password step after five minutes", async () => {
    const challenge = await passwordStep();
    expect(await codeStep(totpCodeAt(secret, seconds(301)), seconds(301), challenge)).toEqual({
      ok: false,
      reason: "challenge-expired",
    });
  });

  it("refuses to start over while it is on, keeping the secret the app has", async () => {
    expect(await startTwoFactorSetup({ db: database.db(), adminUserId })).toEqual({
      ok: false,
      error: "conflict",
      conflict: "already-on",
    });
    expect(await getTwoFactorState({ db: database.db(), adminUserId })).toMatchObject({ status: "on" });
    expect(await codeStep(totpCodeAt(secret, start), start)).toMatchObject({ ok: true });
  });

  it("makes new recovery codes only with the current password", async () => {
    const actor = { adminUserId, actorEmail: owner.email };
    expect(await renewRecoveryCodes({ db: database.db(), actor, password: "not my password" })).toEqual({
      ok: false,
      error: "invalid",
      errors: { password: TWO_FACTOR_MESSAGES.passwordInvalid },
    });
    expect(await codeStep(recoveryCodes[0] ?? "", start)).toMatchObject({ ok: true });
    const renewed = await renewRecoveryCodes({ db: database.db(), actor, password: owner.password });
    if (!renewed.ok) throw new Error("renewal refused");
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(await codeStep(recoveryCodes[1] ?? "", start)).toMatchObject({ reason: "invalid-credentials" });
    expect(await codeStep(renewed.recoveryCodes[0] ?? "", start)).toMatchObject({ ok: true });
  });

  it("turns off only with the current password", async () => {
    const actor = { adminUserId, actorEmail: owner.email };
    expect(await disableTwoFactor({ db: database.db(), actor, password: "not my password" })).toEqual({
      ok: false,
      error: "invalid",
      errors: { password: TWO_FACTOR_MESSAGES.passwordInvalid },
    });
    expect(await disableTwoFactor({ db: database.db(), actor, password: owner.password })).toEqual({ ok: true });
    expect(await signInWith(owner.password, start)).toMatchObject({ ok: true });
  });
});
