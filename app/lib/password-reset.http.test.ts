import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionTokens, adminSessions, outboxEmails, signInThrottles } from "#db/schema";
import { PASSWORD_RESET_LIMITS, PASSWORD_RESET_MESSAGES } from "#rules/password-reset";
import { cookieOf, OWNER, SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { withMailDelivery } from "#tests/setup/mail-delivery";

/** "Forgot password?" over HTTP in process, with the email at a real SMTP server. */

const database = withTestDatabase();
const http = withAdminHttp(database);
const delivery = withMailDelivery(database, { env: { TRUST_PROXY: "true" } });
const app = () => http.app({ env: delivery.env });

function post(path: string, fields: Record<string, string>, client = "203.0.113.7") {
  return postForm(app(), path, fields, { headers: { "X-Forwarded-For": client } });
}

async function resetLink(): Promise<string> {
  const [mail] = await delivery.sink.waitFor((mails) => mails.length === 1);
  const link = /http:\/\/localhost\/admin\/reset-password\?token=[\w-]+/.exec(mail?.parsed.text ?? "")?.[0];
  if (!link) throw new Error("no reset link in the email");
  return link.replace(SITE, "");
}

describe("resetting an admin password by email", () => {
  it("answers the same for any address, and emails a link only to an admin", async () => {
    const unknown = await post("/admin/forgot-password", { email: "nobody@example.com" });
    const known = await post("/admin/forgot-password", { email: OWNER.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toContain(PASSWORD_RESET_MESSAGES.requestSent);
    expect(await known.text()).toContain(PASSWORD_RESET_MESSAGES.requestSent);
    const mails = await delivery.sink.waitFor((received) => received.length === 1);
    expect(mails[0]?.envelopeTo).toEqual([OWNER.email]);
    expect(await database.db().select().from(outboxEmails)).toHaveLength(1);
  });

  it("sets the new password once, ends every session of the account, and lets the admin sign in with it", async () => {
    await post("/admin/forgot-password", { email: OWNER.email });
    const path = await resetLink();
    const token = new URL(path, SITE).searchParams.get("token") ?? "";
    expect((await app().request(path)).status).toBe(200);

    const mismatch = await post(path, { token, password: "a brand new passphrase", confirmPassword: "something else" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(PASSWORD_RESET_MESSAGES.passwordsDiffer);

    const changed = await post(path, {
      token,
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    });
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/admin/login?reset=1");
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
    const signedOut = await app().request("/admin", { headers: { Cookie: http.session.cookie } });
    expect(signedOut.status).toBe(302);

    expect((await http.signIn(app())).response.status).not.toBe(302);
    const signIn = await http.signIn(app(), { password: "a brand new passphrase" });
    expect(signIn.response.status).toBe(302);
    expect(signIn.response.headers.get("location")).toBe("/admin");

    const reused = await post(path, {
      token,
      password: "yet another passphrase",
      confirmPassword: "yet another passphrase",
    });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain(PASSWORD_RESET_MESSAGES.linkInvalid);
  });

  it("lets the owner in from the browser she reset from, after strangers used up the account's day of guesses", async () => {
    // What a day of strangers' wrong passwords leaves: the account's day counter at its cap, locked for a day.
    await database
      .db()
      .insert(signInThrottles)
      .values({
        key: `account-day:${OWNER.email}`,
        failures: 100,
        lockedUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
        lastFailureAt: new Date(),
      });
    const newPassword = "a brand new passphrase";
    const lockedOut = await post("/admin/login", { email: OWNER.email, password: OWNER.password });
    expect(lockedOut.status).toBe(429);

    await post("/admin/forgot-password", { email: OWNER.email });
    const path = await resetLink();
    const token = new URL(path, SITE).searchParams.get("token") ?? "";
    const changed = await post(path, { token, password: newPassword, confirmPassword: newPassword });
    expect(changed.status).toBe(303);
    const browser = cookieOf(changed);
    expect(browser).toContain("admin_device=");

    const stranger = await post("/admin/login", { email: OWNER.email, password: newPassword });
    expect(stranger.status).toBe(429);
    const owner = await postForm(
      app(),
      "/admin/login",
      { email: OWNER.email, password: newPassword },
      { cookie: browser, headers: { "X-Forwarded-For": "203.0.113.7" } },
    );
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/admin");
  });

  it("refuses a link older than 30 minutes", async () => {
    await post("/admin/forgot-password", { email: OWNER.email });
    const path = await resetLink();
    await database.db().update(actionTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await app().request(path)).status).toBe(410);
  });

  it("limits requests per address and per client", async () => {
    const { limit } = PASSWORD_RESET_LIMITS.perAddress;
    for (let index = 0; index < limit; index++) {
      expect((await post("/admin/forgot-password", { email: OWNER.email }, `198.51.100.${index}`)).status).toBe(200);
    }
    const throttled = await post("/admin/forgot-password", { email: OWNER.email }, "198.51.100.99");
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toContain(PASSWORD_RESET_MESSAGES.throttled);
    for (let index = 0; index < PASSWORD_RESET_LIMITS.perClient.limit; index++) {
      await post("/admin/forgot-password", { email: `someone${index}@example.com` }, "192.0.2.1");
    }
    expect((await post("/admin/forgot-password", { email: "another@example.com" }, "192.0.2.1")).status).toBe(429);
    expect((await post("/admin/forgot-password", { email: "not an address" })).status).toBe(400);
  });
});
