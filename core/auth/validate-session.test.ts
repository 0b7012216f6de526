import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { adminSessions, auditLog } from "#db/schema";
import { withTestDatabase } from "#tests/setup/database";
import { createSession } from "./create-session";
import { signOut } from "./sign-out";
import { validateSession } from "./validate-session";

const database = withTestDatabase();
const start = new Date("2030-01-01T08:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

async function newSession() {
  const admin = await createAdminUser({
    db: database.db(),
    account: { email: "owner@example.com", password: "correct horse battery", name: "Owner" },
  });
  return createSession({ db: database.db(), adminUserId: admin.id, now: start });
}

describe("admin sessions", () => {
  it("stores only a hash of the token", async () => {
    const session = await newSession();
    const [row] = await database.db().select().from(adminSessions);
    expect(row?.id).not.toContain(session.token);
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("renews the idle expiry on every use and refuses a session idle for 30 minutes", async () => {
    const { token } = await newSession();
    const renewed = await validateSession({ db: database.db(), token, now: minutes(29) });
    expect(renewed?.admin.email).toBe("owner@example.com");
    expect(renewed?.idleExpiresAt).toEqual(minutes(59));
    expect(await validateSession({ db: database.db(), token, now: minutes(58) })).not.toBeNull();
    expect(await validateSession({ db: database.db(), token, now: minutes(88) })).toBeNull();
    // Refused for good: the expired session was deleted.
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
  });

  it("writes the session row at most once a minute while the admin is busy", async () => {
    const { token } = await newSession();
    const seconds = (n: number) => new Date(start.getTime() + n * 1000);
    const rowNow = async () => (await database.db().select().from(adminSessions))[0];
    for (const second of [1, 20, 59]) {
      const session = await validateSession({ db: database.db(), token, now: seconds(second) });
      expect(session?.idleExpiresAt).toEqual(minutes(30));
    }
    expect((await rowNow())?.lastSeenAt).toEqual(start);
    const renewed = await validateSession({ db: database.db(), token, now: seconds(60) });
    expect(renewed?.idleExpiresAt).toEqual(new Date(seconds(60).getTime() + 30 * 60_000));
    expect(await rowNow()).toMatchObject({ lastSeenAt: seconds(60), idleExpiresAt: renewed?.idleExpiresAt });
    // Idle for 30 minutes after the last renewal still ends the session.
    expect(await validateSession({ db: database.db(), token, now: seconds(60 + 30 * 60) })).toBeNull();
  });

  it("ends every session 12 hours after sign-in, however active", async () => {
    const { token } = await newSession();
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      expect(await validateSession({ db: database.db(), token, now: minutes(minute) })).not.toBeNull();
    }
    const last = await validateSession({ db: database.db(), token, now: minutes(12 * 60 - 5) });
    expect(last?.idleExpiresAt).toEqual(minutes(12 * 60));
    expect(await validateSession({ db: database.db(), token, now: minutes(12 * 60) })).toBeNull();
  });

  it("refuses an unknown token", async () => {
    await newSession();
    expect(await validateSession({ db: database.db(), token: "made-up", now: start })).toBeNull();
  });

  it("ends the session on sign-out and records it", async () => {
    const { token } = await newSession();
    await signOut({ db: database.db(), token, clientAddress: "203.0.113.7" });
    expect(await validateSession({ db: database.db(), token, now: start })).toBeNull();
    const [event] = await database.db().select().from(auditLog);
    expect(event).toMatchObject({ action: "sign_out", actorEmail: "owner@example.com", ipAddress: "203.0.113.7" });
  });
});
