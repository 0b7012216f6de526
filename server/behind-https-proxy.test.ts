import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportAccountUnderAttack } from "#core/auth/report-account-under-attack";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { adminUsers, contactMessages } from "#db/schema";
import { ACCOUNT_MESSAGES } from "#rules/admin-account";
import { cookieOf, OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const PUBLIC = "https://coach.example.com";
const http = withAdminHttp(database, { signedIn: false });

/** What nginx sends on: plain http to the app's own address, with the public address in forwarded headers. */
function throughProxy(path: string, init: RequestInit & { trustProxy?: boolean; forwarded?: boolean } = {}) {
  const { trustProxy = true, forwarded = true, ...request } = init;
  const headers = new Headers(request.headers);
  if (!headers.has("Origin")) headers.set("Origin", PUBLIC);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  if (forwarded) {
    headers.set("X-Forwarded-Proto", "https");
    headers.set("X-Forwarded-Host", "coach.example.com");
    headers.set("X-Forwarded-For", "203.0.113.7");
  } else {
    headers.set("Host", "coach.example.com");
  }
  const app = http.app({ env: { SITE_URL: PUBLIC, TRUST_PROXY: trustProxy ? "true" : "false" } });
  const url = forwarded ? `http://127.0.0.1:3000${path}` : `http://coach.example.com${path}`;
  return app.request(url, { method: "POST", ...request, headers });
}

describe(`behind a TLS-terminating proxy on ${backend}`, () => {
  it("signs the admin in, with the forwarded scheme and host", async () => {
    const response = await throughProxy("/admin/login", {
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(cookieOf(response)).toMatch(/^__Host-admin_session=/);
  });

  it("signs the admin in when the proxy keeps the Host header but says nothing of the scheme", async () => {
    const response = await throughProxy("/admin/login", {
      trustProxy: false,
      forwarded: false,
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    });
    expect(response.status).toBe(302);
  });

  it("takes a contact message posted without JavaScript", async () => {
    // As if the page had been shown ten seconds ago.
    const startedAt = signFormStart({
      key: await getSigningKey({ db: database.db() }),
      now: new Date(Date.now() - 10_000),
    });
    const response = await throughProxy("/contact", {
      body: new URLSearchParams({
        name: "Ann Lee",
        email: "ann@example.com",
        subject: "",
        message: "Can we talk about my debt?",
        startedAt,
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact?sent=1");
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
  });

  it("still refuses a form posted from another site", async () => {
    const response = await throughProxy("/admin/login", {
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    });
    expect(response.status).toBe(403);
  });
});

/** The cookies a response sets, each whole (name, value and attributes). */
function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

/** A cookie's name and value, as the browser sends it back. */
function sentBack(cookie: string | undefined): string {
  return cookie?.split(";")[0] ?? "";
}

const HOST_ONLY_SECURE = /; Path=\/; HttpOnly; Secure; SameSite=Lax$/;

describe(`cookies and headers over https, on ${backend}`, () => {
  it("keeps the toast of a save in a Secure __Host- cookie, shown on the next page and then cleared", async () => {
    const signIn = await throughProxy("/admin/login", {
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    });
    const session = cookieOf(signIn);
    const csrf = await http.csrfTokenOf(session);
    const save = await throughProxy("/admin/account", {
      headers: { Cookie: session },
      body: new URLSearchParams({
        csrf,
        intent: "details",
        name: "Olivia Owner",
        email: OWNER.email,
        currentPassword: OWNER.password,
      }),
    });
    expect(save.status).toBe(302);
    const toast = setCookies(save).find((cookie) => cookie.includes("admin_toast="));
    expect(toast).toMatch(/^__Host-admin_toast=[^;]+; Max-Age=60/);
    expect(toast).toMatch(HOST_ONLY_SECURE);

    const next = await throughProxy("/admin/account", {
      method: "GET",
      headers: { Cookie: `${session}; ${sentBack(toast)}` },
    });
    expect(await next.text()).toContain(ACCOUNT_MESSAGES.detailsSaved);
    const cleared = setCookies(next).find((cookie) => cookie.includes("admin_toast="));
    expect(cleared).toMatch(/^__Host-admin_toast=; Max-Age=0/);
    expect(cleared).toMatch(HOST_ONLY_SECURE);
  });

  it("keeps the notice of an attack on the account in a Secure __Host- cookie", async () => {
    const [owner] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
    if (!owner) throw new Error("no owner");
    await reportAccountUnderAttack({
      db: database.db(),
      account: owner,
      clientAddress: "192.0.2.1",
      lockedUntil: new Date(Date.now() + 60_000),
      now: new Date(Date.now() - 1000),
    });
    const signIn = await throughProxy("/admin/login", {
      body: new URLSearchParams({ email: OWNER.email, password: OWNER.password }),
    });
    expect(signIn.status).toBe(302);
    const notice = setCookies(signIn).find((cookie) => cookie.includes("admin_notice="));
    expect(notice).toMatch(/^__Host-admin_notice=[^;]+; Max-Age=300/);
    expect(notice).toMatch(HOST_ONLY_SECURE);

    const dashboard = await throughProxy("/admin", {
      method: "GET",
      headers: { Cookie: `${cookieOf(signIn)}; ${sentBack(notice)}` },
    });
    expect(await dashboard.text()).toContain("someone tried to sign in to your account");
    expect(setCookies(dashboard).find((cookie) => cookie.includes("admin_notice="))).toMatch(
      /^__Host-admin_notice=; Max-Age=0/,
    );
  });

  it("sends the password reset page, whose address holds its secret, with no referrer to other sites", async () => {
    const page = await throughProxy("/admin/reset-password?token=a-secret-token", { method: "GET" });
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("lets pages show images from https addresses only, an http one being upgraded first", async () => {
    const page = await throughProxy("/", { method: "GET" });
    const imageSources = /img-src ([^;]+)/.exec(page.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(imageSources.split(" ")).toContain("https:");
    expect(imageSources.split(" ")).not.toContain("http:");
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});
