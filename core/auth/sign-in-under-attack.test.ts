import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminUsers, auditLog, outboxEmails } from "#db/schema";
import { cheapPasswordHash } from "#tests/setup/cheap-password";
import { backend, withTestDatabase } from "#tests/setup/database";
import { guessAllDay } from "#tests/setup/guess-all-day";
import { ACCOUNT_PASSWORD_GUESSES_PER_DAY, ADDRESS_FREE_FAILURES, MAX_DELAY_MS } from "./session-policy";
import { signIn } from "./sign-in";

const database = withTestDatabase();
const owner = { email: "owner@example.com", password: "correct horse battery", name: "Owner" };
const start = new Date("2030-01-01T12:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
let ownerId = "";

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

/** Twenty wrong passwords from four addresses: the account-wide lock. */
async function lockTheAccount(now = start, network = "192.0.2") {
  for (let address = 1; address <= 4; address++) {
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      await attempt({ password: "a guess", clientAddress: `${network}.${address}`, now });
    }
  }
}

beforeEach(async () => {
  ownerId = (await createAdminUser({ db: database.db(), account: owner })).id;
  await database
    .db()
    .update(adminUsers)
    .set({ passwordHash: cheapPasswordHash(owner.password) })
    .where(eq(adminUsers.id, ownerId));
});

describe(`the sign-in throttle under parallel requests on ${backend}`, () => {
  it("checks only 5 of 40 simultaneous wrong passwords from one address", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => attempt({ password: "parallel guess", now: new Date() })),
    );
    const checked = results.filter((result) => !result.ok && result.reason === "invalid-credentials");
    expect(checked).toHaveLength(ADDRESS_FREE_FAILURES);
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(35);
    const failed = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"));
    expect(failed).toHaveLength(ADDRESS_FREE_FAILURES);
  });

  it("counts an IPv6 client's whole /64 as one address", async () => {
    for (let host = 1; host <= ADDRESS_FREE_FAILURES; host++) {
      await attempt({ password: "a guess", clientAddress: `2001:db8:1:2::${host.toString(16)}` });
    }
    expect(await attempt({ clientAddress: "2001:db8:1:2:ffff:ffff:ffff:ffff" })).toMatchObject({ reason: "throttled" });
    expect(await attempt({ clientAddress: "2001:db8:1:3::1" })).toMatchObject({ ok: true });
  });
});

describe(`an account under attack on ${backend}`, () => {
  it("lets the owner's recognised browser sign in while strangers have locked the account", async () => {
    await lockTheAccount();
    expect(await attempt({ clientAddress: "198.51.100.20" })).toMatchObject({ reason: "throttled" });
    // A device cookie of another account proves nothing about this one.
    const foreign = await attempt({ clientAddress: "198.51.100.20", deviceAdminId: crypto.randomUUID() });
    expect(foreign).toMatchObject({ reason: "throttled" });
    const recognised = await attempt({ clientAddress: "198.51.100.20", deviceAdminId: ownerId });
    expect(recognised).toMatchObject({ ok: true });
  });

  it("keeps the per-address limit for the recognised browser", async () => {
    for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
      await attempt({ password: "typo", deviceAdminId: ownerId });
    }
    expect(await attempt({ deviceAdminId: ownerId })).toMatchObject({ reason: "throttled" });
  });

  it("cannot keep the owner out with a new address every 75 minutes", async () => {
    await lockTheAccount();
    let now = start;
    for (let round = 1; round <= 3; round++) {
      now = new Date(now.getTime() + 75 * 60_000);
      for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
        await attempt({ password: "a guess", clientAddress: `198.51.100.${round}`, now });
      }
      const owners = await attempt({ clientAddress: "203.0.113.99", deviceAdminId: ownerId, now });
      expect(owners, `round ${round}`).toMatchObject({ ok: true });
    }
    expect(MAX_DELAY_MS).toBeLessThan(75 * 60_000);
  });

  it("records the attack once and tells the owner at her next sign-in, once", async () => {
    await lockTheAccount();
    const events = await database.db().select().from(auditLog).where(eq(auditLog.action, "account_under_attack"));
    expect(events).toEqual([expect.objectContaining({ adminUserId: ownerId, ipAddress: "192.0.2.4" })]);
    const emails = await database.db().select().from(outboxEmails);
    expect(emails).toEqual([
      expect.objectContaining({ toAddress: owner.email, subject: "Someone is trying to sign in to your account" }),
    ]);
    expect(emails[0]?.textBody).toContain("192.0.2.4");
    const first = await attempt({ deviceAdminId: ownerId, now: minutes(2) });
    expect(first).toMatchObject({ ok: true, warning: { failedAttempts: 20, addresses: 4 } });
    const second = await attempt({ deviceAdminId: ownerId, now: minutes(3) });
    expect(second).toMatchObject({ ok: true, warning: null });
  });

  it("says nothing at sign-in after a few mistyped passwords", async () => {
    await attempt({ password: "typo" });
    expect(await attempt({ now: minutes(1) })).toMatchObject({ ok: true, warning: null });
  });
});

describe(`guesses at one account over a day on ${backend}`, () => {
  it("checks at most a day's wrong passwords from eight addresses, and still lets the owner's browser in", async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `192.0.2.${i + 1}`);
    const checked = await guessAllDay({
      addresses,
      start,
      guess: async (clientAddress, now) => {
        const result = await attempt({ password: "a guess", clientAddress, now });
        if (!result.ok && result.reason === "throttled") return { checked: false, retryAt: result.retryAt };
        return { checked: true };
      },
    });
    expect(checked).toBe(ACCOUNT_PASSWORD_GUESSES_PER_DAY);
    const failed = await database.db().select().from(auditLog).where(eq(auditLog.action, "sign_in_failed"));
    expect(failed).toHaveLength(ACCOUNT_PASSWORD_GUESSES_PER_DAY);

    const lateThatDay = minutes(23 * 60);
    expect(await attempt({ clientAddress: "198.51.100.20", now: lateThatDay })).toMatchObject({ reason: "throttled" });
    const owners = await attempt({ clientAddress: "198.51.100.20", deviceAdminId: ownerId, now: lateThatDay });
    expect(owners).toMatchObject({ ok: true, warning: { failedAttempts: ACCOUNT_PASSWORD_GUESSES_PER_DAY } });
  });
});
