import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminSessions, auditLog, signInThrottles } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { reserveSignInAttempt } from "./reserve-sign-in-attempt";
import { MAX_DELAY_MS } from "./session-policy";
import { hashSessionToken } from "./session-token";
import { signIn } from "./sign-in";

const database = withTestDatabase();
const owner = { email: "owner@example.com", password: "correct horse battery", name: "Owner" };
const start = new Date("2030-01-01T12:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

function attempt(overrides: Partial<Parameters<typeof signIn>[0]> = {}) {
  return signIn({
    db: database.db(),
    email: owner.email,
    password: owner.password,
    clientAddress: "203.0.113.7",
    now: start,
    ...overrides,
  });
}

async function failTimes(count: number, overrides: Partial<Parameters<typeof signIn>[0]> = {}) {
  for (let i = 0; i < count; i++) {
    const result = await attempt({ password: "wrong password!", ...overrides });
    expect(result).toMatchObject({ ok: false, reason: "invalid-credentials" });
  }
}

describe("signing in", () => {
  beforeEach(async () => {
    await createAdminUser({ db: database.db(), account: owner });
  });

  it("starts a new session with its own token at every sign-in and ends the previous one", async () => {
    const first = await attempt();
    const second = await attempt({ previousToken: first.ok ? first.session.token : null });
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(second.session.token).not.toBe(first.session.token);
    expect(second.session.csrfToken).not.toBe(first.session.csrfToken);
    const sessions = await database.db().select().from(adminSessions);
    expect(sessions.map((row) => row.id)).toEqual([hashSessionToken(second.session.token)]);
    expect(second.session.idleExpiresAt).toEqual(minutes(30));
    expect(second.session.expiresAt).toEqual(minutes(12 * 60));
  });

  it("answers a wrong password and an unknown account alike, and logs both", async () => {
    expect(await attempt({ password: "not the password" })).toEqual({ ok: false, reason: "invalid-credentials" });
    expect(await attempt({ email: "nobody@example.com" })).toEqual({ ok: false, reason: "invalid-credentials" });
    const events = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"));
    expect(events.map((event) => [event.actorEmail, event.ipAddress])).toEqual([
      ["owner@example.com", "203.0.113.7"],
      ["nobody@example.com", "203.0.113.7"],
    ]);
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
  });

  it("records a successful sign-in with the admin, the address and the time", async () => {
    await attempt({ email: "  OWNER@example.com " });
    const [event] = await database.db().select().from(auditLog);
    expect(event).toMatchObject({ action: "sign_in", actorEmail: "owner@example.com", ipAddress: "203.0.113.7" });
    expect(event?.createdAt).toEqual(start);
  });
});

describe("throttling failed sign-ins", () => {
  beforeEach(async () => {
    await createAdminUser({ db: database.db(), account: owner });
  });

  it("delays an address after 5 failures, more each time, up to 15 minutes", async () => {
    // A guesser tries again at once, and again the moment each delay ends.
    const waits: number[] = [];
    let allowedBeforeFirstWait = 0;
    let now = start;
    for (let tries = 0; waits.length < 7 && tries < 40; tries++) {
      const reserved = await reserveSignInAttempt({
        db: database.db(),
        email: "guess@example.com",
        clientAddress: "192.0.2.9",
        now,
      });
      if (reserved.allowed) {
        if (waits.length === 0) allowedBeforeFirstWait++;
        continue;
      }
      waits.push((reserved.retryAt.getTime() - now.getTime()) / 60_000);
      now = reserved.retryAt;
    }
    expect(allowedBeforeFirstWait).toBe(5);
    expect(waits).toEqual([1, 2, 4, 8, 15, 15, 15]);
    await failTimes(5);
    // Even the right password is refused while the address waits.
    expect(await attempt()).toEqual({ ok: false, reason: "throttled", retryAt: minutes(1) });
    expect(await attempt({ email: "nobody@example.com" })).toMatchObject({ reason: "throttled" });
    expect(await attempt({ now: minutes(1) })).toMatchObject({ ok: true });
  });

  it("grows the delay for an address that keeps failing", async () => {
    await failTimes(5);
    await failTimes(1, { now: minutes(1) });
    expect(await attempt({ now: minutes(2) })).toMatchObject({ reason: "throttled", retryAt: minutes(3) });
    const logged = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_throttled"));
    expect(logged).toHaveLength(1);
  });

  it("does not let one address lock the admin out from another address", async () => {
    // A patient attacker guesses again each time the delay runs out.
    let now = start;
    for (let round = 0; round < 30; round++) {
      await attempt({ password: "guess", now });
      now = new Date(now.getTime() + MAX_DELAY_MS);
    }
    now = new Date(now.getTime() - MAX_DELAY_MS + 60_000);
    expect(await attempt({ now })).toMatchObject({ reason: "throttled" });
    expect(await attempt({ clientAddress: "198.51.100.20", now })).toMatchObject({ ok: true });
  });

  it("delays the account when failures come from many addresses", async () => {
    for (let address = 1; address <= 4; address++) await failTimes(5, { clientAddress: `192.0.2.${address}` });
    const fresh = await attempt({ clientAddress: "198.51.100.20" });
    expect(fresh).toMatchObject({ ok: false, reason: "throttled", retryAt: minutes(1) });
    // Other accounts are not affected by this account's delay.
    expect(await attempt({ email: "other@example.com", clientAddress: "198.51.100.21" })).toMatchObject({
      reason: "invalid-credentials",
    });
  });

  it("forgets failures after a successful sign-in", async () => {
    await failTimes(4);
    expect(await attempt()).toMatchObject({ ok: true });
    expect(await database.db().select().from(signInThrottles)).toHaveLength(0);
    await failTimes(4);
    expect(await attempt()).toMatchObject({ ok: true });
  });
});
