import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { contactMessages, emailSubscribers } from "#db/schema";
import { FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SITE, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { CROSS_SITE_POST_REFUSED } from "./same-site-posts";

/** Visitor forms posted by a page of another site are refused; the site's own pages and scripts still get through. */

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { TRUST_PROXY: "true" } });

const EVIL = "https://evil.example";
const contact = { name: "Ann Lee", email: "ann@example.com", subject: "Hello", message: "Can we talk about my debt?" };
const signup = { firstName: "Ann", lastName: "Lee", email: "ann@example.com" };

let client = 0;
async function post(
  path: string,
  fields: Record<string, string | number>,
  {
    as = "json",
    headers = {},
    env = {},
  }: { as?: "json" | "form"; headers?: Record<string, string>; env?: Record<string, string> } = {},
) {
  client += 1;
  // As if the form had been shown nine seconds ago: the server signs the start time it hands out.
  const startedAt = signFormStart({
    key: await getSigningKey({ db: database.db() }),
    now: new Date(Date.now() - 9000),
  });
  const body = { ...fields, [FILL_TIME_FIELD]: 9000, [STARTED_AT_FIELD]: startedAt };
  return http.app({ env }).request(path, {
    method: "POST",
    headers: {
      "Content-Type": as === "json" ? "application/json" : "application/x-www-form-urlencoded",
      "X-Forwarded-For": `203.0.113.${client % 250}`,
      ...headers,
    },
    body:
      as === "json"
        ? JSON.stringify(body)
        : new URLSearchParams(Object.entries(body).map(([name, value]) => [name, String(value)])),
  });
}

async function storedRows() {
  const db = database.db();
  return (await db.select().from(contactMessages)).length + (await db.select().from(emailSubscribers)).length;
}

describe("visitor forms posted from another site", () => {
  it.each([
    ["/api/contact-messages", "json", contact],
    ["/api/contact-messages", "form", contact],
    ["/api/subscribers", "json", signup],
    ["/api/subscribers", "form", signup],
    ["/contact", "form", contact],
    ["/newsletter", "form", signup],
  ] as const)("%s as %s: 403 with the error, nothing stored", async (path, as, fields) => {
    const response = await post(path, fields, { as, headers: { Origin: EVIL } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE_POST_REFUSED });
    expect(await storedRows()).toBe(0);
  });

  it("refuses by Referer when the browser sends no Origin, and an Origin of null", async () => {
    const byReferer = await post("/api/subscribers", signup, { headers: { Referer: `${EVIL}/free-gift` } });
    expect(byReferer.status).toBe(403);
    const opaque = await post("/api/contact-messages", contact, { as: "form", headers: { Origin: "null" } });
    expect(opaque.status).toBe(403);
    expect(await storedRows()).toBe(0);
  });
});

describe("visitor forms posted from the site itself", () => {
  it.each([
    ["/api/contact-messages", "json", contact, 201],
    ["/api/contact-messages", "form", contact, 201],
    ["/api/subscribers", "json", signup, 201],
    ["/api/subscribers", "form", signup, 201],
    ["/contact", "form", contact, 303],
    ["/newsletter", "form", signup, 303],
  ] as const)("%s as %s is stored", async (path, as, fields, status) => {
    const response = await post(path, fields, { as, headers: { Origin: SITE, Referer: `${SITE}/contact` } });
    expect(response.status).toBe(status);
    expect(await storedRows()).toBe(1);
  });

  it("accepts the public https origin behind a proxy, and clients that send neither header", async () => {
    const proxied = await post("/api/subscribers", signup, {
      headers: { Origin: "https://coach.example.com" },
      env: { SITE_URL: "https://coach.example.com" },
    });
    expect(proxied.status).toBe(201);
    const script = await post("/api/contact-messages", contact);
    expect(script.status).toBe(201);
    expect(await storedRows()).toBe(2);
  });
});

describe("page addresses", () => {
  it("answers HEAD with the headers of GET and no body", async () => {
    for (const path of ["/admin/login", "/", "/events", "/no-such-page"]) {
      const get = await http.app().request(path);
      const head = await http.app().request(path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get("content-type"), path).toBe(get.headers.get("content-type"));
      expect(head.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(head.headers.get("content-security-policy"), path).toBeTruthy();
      expect(await head.text(), path).toBe("");
    }
  });

  it("redirects a trailing slash permanently to the page without it, query kept", async () => {
    const about = await http.app().request("/about/");
    expect(about.status).toBe(301);
    expect(about.headers.get("location")).toBe("/about");
    const classPage = await http.app().request("/classes/budget-basics//?utm_source=mail&x=1");
    expect(classPage.status).toBe(301);
    expect(classPage.headers.get("location")).toBe("/classes/budget-basics?utm_source=mail&x=1");
    const head = await http.app().request("/events/", { method: "HEAD" });
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/events");
    // Never a redirect to another site.
    const doubled = await http.app().request("//evil.example/");
    expect(doubled.headers.get("location")).toBeNull();
    expect((await http.app().request("/")).status).toBe(200);
  });
});
