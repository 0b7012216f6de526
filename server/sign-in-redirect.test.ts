import { describe, expect, it } from "vitest";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const { app, session, signIn } = withAdminHttp(database);

const COLLAPSING_TARGETS = [
  "/.//evil.example/phish",
  "/..//evil.example/x",
  "/%2e//evil.example",
  "/admin/.././/evil.example",
];

describe(`open redirect after sign-in on ${backend}`, () => {
  it.each(COLLAPSING_TARGETS)("keeps a signed-in admin on this site for redirectTo=%s", async (target) => {
    const query = `redirectTo=${encodeURIComponent(target)}`;
    const page = await app().request(`/admin/login?${query}`, { headers: { Cookie: session.cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");
    const data = await app().request(`/admin/login.data?${query}`, { headers: { Cookie: session.cookie } });
    const body = await data.text();
    expect(body).not.toContain("evil.example");
    expect(body).toContain('"/admin"');
  });

  it.each(COLLAPSING_TARGETS)("sends the admin to /admin after signing in with redirectTo=%s", async (target) => {
    const { response } = await signIn(app(), { redirectTo: target });
    expect(response.headers.get("location")).toBe("/admin");
  });
});
