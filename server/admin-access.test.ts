import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { queryRow, queryRows } from "#db/query-rows";
import { adminSessions, adminUsers, auditLog, siteSettings } from "#db/schema";
import { TWO_FACTOR_SETUP_PATH } from "#rules/admin-gate-paths";
import { signInUrl } from "#rules/safe-redirect";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import { cookieOf, OWNER, SITE, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";
import { routePaths } from "#tests/setup/server-build";
import { appCodeAt, turnOnTwoFactor } from "#tests/setup/two-factor";

const database = withTestDatabase();
const { app, build, signIn, csrfTokenOf } = withAdminHttp(database, { signedIn: false });

/**
 * The pages for people without a session: sign-in, resetting a forgotten
 * password, the first-run setup (only while there is no admin) and an
 * invitation's link (only with its token).
 */
const WITHOUT_SESSION = [
  "/admin/login",
  "/admin/login/dialog",
  "/admin/forgot-password",
  "/admin/reset-password",
  "/admin/setup",
  "/admin/invite/:token",
];

/** Every admin page of the build, with made-up ids for its parameters; the pages above aside. */
function adminPages() {
  const pages = routePaths(build())
    .filter((route) => /^\/admin(\/|$)/.test(route.path) && !WITHOUT_SESSION.includes(route.path))
    .map((route) => ({ ...route, url: route.path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000") }));
  expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/admin", "/admin/logout"]));
  return pages;
}
const ADMIN_API = ["/api/admin/session"];
const OWNER_SIGN_IN = { email: OWNER.email, password: OWNER.password };

/** A fingerprint of every row of every table; sessions without the idle expiry that each request renews. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const db = database.db();
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { tablename } of tables) {
    const columns = tablename === "admin_sessions" ? "t.id, t.admin_user_id, t.csrf_token, t.expires_at" : "t.*";
    const hashed = await queryRow<{ hash: string }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as hash from (select ${columns} from "${tablename}" t) r`,
      ),
    );
    fingerprint[tablename] = hashed?.hash ?? "";
  }
  return fingerprint;
}

/** An invited admin without two-factor sign-in, signed in while the settings require it of everyone. */
const INVITED = { email: "invited@example.com", password: "a long password of her own", name: "Ivy Invited" };
const SETUP_URL = `${TWO_FACTOR_SETUP_PATH}?required=1`;
/** What she may still reach: the setup page and signing out. */
const OPEN_UNTIL_TWO_FACTOR = [TWO_FACTOR_SETUP_PATH, "/admin/logout"];

async function signInWithoutTwoFactor() {
  await ensureSiteSettings({
    db: database.db(),
    source: {
      initial: { businessName: "Steady", supportEmail: "support@example.com", timeZone: "UTC" },
      overrides: {},
    },
  });
  await turnOnTwoFactor(database.db(), OWNER.email);
  await database.db().update(siteSettings).set({ requireTwoFactor: true });
  await createAdminUser({ db: database.db(), account: INVITED });
  const { cookie } = await signIn(app(), { email: INVITED.email, password: INVITED.password });
  return { cookie, csrf: await csrfTokenOf(cookie) };
}

describe(`two-factor sign-in required by the settings, on ${backend}`, () => {
  it("sends every admin page, data request and download of an admin without it to the setup, showing nothing", async () => {
    const { cookie } = await signInWithoutTwoFactor();
    const closed = adminPages().filter((page) => !OPEN_UNTIL_TWO_FACTOR.includes(page.path));
    expect(closed.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        "/admin/inbox",
        "/admin/email-subscribers/export",
        "/admin/backups/:name",
        "/admin/users",
      ]),
    );
    for (const page of closed) {
      const response = await app().request(page.url, { headers: { Cookie: cookie } });
      expect(response.status, page.path).toBe(302);
      expect(response.headers.get("location"), page.path).toBe(SETUP_URL);
      const data = await app().request(`${page.url}.data?_routes=${encodeURIComponent(page.id)}`, {
        headers: { Cookie: cookie },
      });
      expect(data.status, `${page.path}.data`).toBe(204);
      expect(data.headers.get("x-remix-redirect"), `${page.path}.data`).toBe(SETUP_URL);
      expect(await data.text()).toBe("");
    }
    const api = await app().request("/api/admin/session", { headers: { Cookie: cookie } });
    expect(api.status).toBe(200);
  });

  it("runs none of her writes: no invitation, no account removed, nothing changed", async () => {
    const { cookie, csrf } = await signInWithoutTwoFactor();
    const [owner] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
    const before = await databaseFingerprint();
    const attempts: [string, Record<string, string>][] = [
      ["/admin/users", { intent: "invite", email: "friend@example.com", name: "A Friend" }],
      ["/admin/users", { intent: "remove", id: owner?.id ?? "" }],
      ...adminPages()
        .filter((page) => !OPEN_UNTIL_TWO_FACTOR.includes(page.path))
        .map((page): [string, Record<string, string>] => [page.url, { name: "changed", intent: "delete" }]),
    ];
    const answers: string[] = [];
    for (const [url, fields] of attempts) {
      const page = await postForm(app(), url, { csrf, ...fields }, { cookie });
      answers.push(`${url} ${page.status} ${page.headers.get("location")}`);
      const data = await postForm(app(), `${url}.data`, { csrf, ...fields }, { cookie, multipart: true });
      answers.push(`${url}.data ${data.status} ${data.headers.get("x-remix-redirect")}`);
    }
    // Checked first: what matters most is that nothing ran.
    expect(await databaseFingerprint()).toEqual(before);
    expect(answers).toEqual(attempts.flatMap(([url]) => [`${url} 303 ${SETUP_URL}`, `${url}.data 204 ${SETUP_URL}`]));
  });

  it("lets her set it up, and sign out, and then opens the back office", async () => {
    const { cookie, csrf } = await signInWithoutTwoFactor();
    const page = await app().request(SETUP_URL, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(TWO_FACTOR_MESSAGES.requiredBySettings);
    const started = await postForm(app(), TWO_FACTOR_SETUP_PATH, { csrf, intent: "start" }, { cookie });
    expect(started.status).toBe(302);
    const [invited] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, INVITED.email));
    const code = appCodeAt(invited?.totpSecret ?? "");
    const confirmed = await postForm(app(), TWO_FACTOR_SETUP_PATH, { csrf, intent: "confirm", code }, { cookie });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(TWO_FACTOR_MESSAGES.enabled);

    const inbox = await app().request("/admin/inbox", { headers: { Cookie: cookie } });
    expect(inbox.status).toBe(200);
    const signedOut = await postForm(app(), "/admin/logout", { csrf }, { cookie });
    expect(signedOut.status).toBe(302);
    expect((await app().request("/admin/inbox", { headers: { Cookie: cookie } })).status).toBe(302);
  });
});

describe(`admin access on ${backend}`, () => {
  it("sends every admin page to sign-in, remembering it, when there is no session", async () => {
    for (const page of adminPages().filter((route) => route.hasLoader)) {
      const response = await app().request(`${page.url}?tab=inbox`);
      expect(response.status, page.path).toBe(302);
      expect(response.headers.get("location"), page.path).toBe(signInUrl(`${page.url}?tab=inbox`));
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses every admin loader's data to a client-side navigation without a session", async () => {
    for (const page of adminPages().filter((route) => route.hasLoader)) {
      const response = await app().request(`${page.url}.data?_routes=${encodeURIComponent(page.id)}`);
      const body = await response.text();
      expect(body, page.path).toMatch(/^\[\["SingleFetchRedirect"/);
      expect(body).not.toContain(OWNER.email);
    }
  });

  it("answers 401 to every admin write and data request without a session, and changes nothing", async () => {
    const before = await databaseFingerprint();
    const writes = [...adminPages().map((page) => page.url), ...adminPages().map((page) => `${page.url}.data`)];
    for (const url of [...writes, ...ADMIN_API]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const response = await app().request(url, {
          method,
          headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
          body: "csrf=anything&name=changed",
        });
        expect(response.status, `${method} ${url}`).toBe(401);
      }
    }
    for (const url of ADMIN_API) expect((await app().request(url)).status).toBe(401);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("answers 403 Invalid CSRF token to every admin write without the session's token or from another site", async () => {
    const { cookie } = await signIn();
    const csrf = await csrfTokenOf(cookie);
    const before = await databaseFingerprint();
    const attempts: [string, Record<string, string>, string][] = [
      ["no token", { Origin: SITE }, ""],
      ["a wrong token", { Origin: SITE }, "csrf=csrf_made_up_by_the_client"],
      ["another site", { Origin: "https://evil.example" }, `csrf=${csrf}`],
      ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }, `csrf=${csrf}`],
    ];
    for (const page of adminPages()) {
      for (const url of [page.url, `${page.url}.data`]) {
        for (const [why, headers, body] of attempts) {
          const response = await app().request(url, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...headers },
            body,
          });
          expect(response.status, `${url} with ${why}`).toBe(403);
          expect(await response.json()).toEqual({ error: SIGN_IN_MESSAGES.invalidCsrfToken });
        }
      }
    }
    const header = await app().request("/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "X-CSRF-Token": "wrong" },
    });
    expect(header.status).toBe(403);
    expect(await databaseFingerprint()).toEqual(before);
  });

  it("signs out with the session's token, in a form field or a header, and ends the session on the server", async () => {
    const { cookie } = await signIn();
    const response = await app().request("/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie, Origin: SITE, "X-CSRF-Token": await csrfTokenOf(cookie) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
    expect((await app().request("/admin", { headers: { Cookie: cookie } })).status).toBe(302);
    const events = await database.db().select().from(auditLog).orderBy(auditLog.id);
    expect(events.map((event) => [event.action, event.actorEmail])).toEqual([
      ["sign_in", OWNER.email],
      ["sign_out", OWNER.email],
    ]);
    // Signing out never happens on GET.
    const { cookie: second } = await signIn();
    await app().request("/admin/logout", { headers: { Cookie: second } });
    expect(await database.db().select().from(adminSessions)).toHaveLength(1);
  });

  it("sends a sign-out posted after the session ended to the sign-in page, not to an error", async () => {
    const { cookie } = await signIn();
    await database.db().delete(adminSessions);
    const response = await postForm(app(), "/admin/logout", { csrf: "stale" }, { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/login?expired=1");
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
  });

  it("shows the dashboard to the signed-in admin, greeting them by name", async () => {
    const { cookie } = await signIn();
    const response = await app().request("/admin", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]+';/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    expect(html).toMatch(/Welcome, (<!-- -->)?Olivia Owner/);
    expect(html).toContain("Welcome to the Admin Portal");
    const session = await app().request("/api/admin/session", { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
  });

  it.each([
    "//evil.example",
    "https://evil.example/admin",
    "/\\evil.example",
    "/admin/../\\evil.example",
    "javascript:alert(1)",
  ])("never sends the admin off the site after sign-in (%s)", async (redirectTo) => {
    const { response } = await signIn(app(), { redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("brings the admin back to the remembered page after sign-in", async () => {
    const { response } = await signIn(app(), { redirectTo: "/admin?tab=inbox" });
    expect(response.headers.get("location")).toBe("/admin?tab=inbox");
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    const first = await signIn();
    const second = await postForm(app(), "/admin/login", OWNER_SIGN_IN, { cookie: first.cookie });
    expect(cookieOf(second)).not.toBe(first.cookie);
    expect((await app().request("/admin", { headers: { Cookie: first.cookie } })).status).toBe(302);
    expect((await app().request("/admin", { headers: { Cookie: cookieOf(second) } })).status).toBe(200);
  });

  it("refuses a session idle for 30 minutes and says why on the sign-in page", async () => {
    const { cookie } = await signIn();
    await database
      .db()
      .update(adminSessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) });
    const response = await app().request("/admin?tab=events", { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%3Ftab%3Devents&expired=1");
    expect(response.headers.get("set-cookie")).toContain("Max-Age=0");
    const write = await app().request("/admin/logout", { method: "POST", headers: { Cookie: cookie, Origin: SITE } });
    expect(write.status).toBe(303);
    expect(write.headers.get("location")).toBe("/admin/login?expired=1");
    const page = await app().request("/admin/login?expired=1");
    expect(await page.text()).toContain(SIGN_IN_MESSAGES.expired);
  });

  it("answers a wrong password and an unknown account alike, then throttles the address", async () => {
    const wrong = await signIn(app(), { password: "not the password" });
    const unknown = await signIn(app(), { email: "nobody@example.com" });
    expect([wrong.response.status, unknown.response.status]).toEqual([401, 401]);
    expect(await wrong.response.text()).toContain(SIGN_IN_MESSAGES.invalidCredentials);
    expect(await unknown.response.text()).toContain(SIGN_IN_MESSAGES.invalidCredentials);
    for (let i = 0; i < 3; i++) await signIn(app(), { password: "still wrong" });
    const refused = await signIn();
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.response.text()).toContain(SIGN_IN_MESSAGES.throttled);
    expect(refused.cookie).toBe("");
  });

  it("refuses a sign-in form posted from another site", async () => {
    const response = await postForm(app(), "/admin/login", OWNER_SIGN_IN, { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await database.db().select().from(adminSessions)).toHaveLength(0);
  });

  it("refuses password reset forms posted from another site", async () => {
    for (const path of ["/admin/forgot-password", "/admin/reset-password?token=x"]) {
      const fields = { email: OWNER.email, token: "x", password: "p", confirmPassword: "p" };
      const response = await postForm(app(), path, fields, { origin: "https://evil.example" });
      expect(response.status, path).toBe(403);
    }
  });

  it("over https uses a Secure __Host- cookie and sends HSTS", async () => {
    const https = "https://coach.example.com";
    const site = app({ env: { SITE_URL: https } });
    const response = await postForm(site, `${https}/admin/login`, OWNER_SIGN_IN, { origin: https });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]{43};/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("shows the Connection Error screen when the database cannot be reached", async () => {
    const { cookie } = await signIn();
    const application = app();
    await database.handle().close();
    const response = await application.request("/admin", { headers: { Cookie: cookie } });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain("Connection Error");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("Welcome to the Admin Portal");
    const login = await signIn(application);
    expect(await login.response.text()).toContain(SIGN_IN_MESSAGES.failed);
  });
});
