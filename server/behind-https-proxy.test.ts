import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { contactMessages } from "#db/schema";
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
