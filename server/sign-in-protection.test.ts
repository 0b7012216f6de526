import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADDRESS_FREE_FAILURES } from "#core/auth/session-policy";
import { adminUsers } from "#db/schema";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { cookieOf, OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { cheapPasswordHash } from "#tests/setup/cheap-password";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { TRUST_PROXY: "true" } });

function signInFrom(address: string, { password = OWNER.password, cookie = "" } = {}) {
  return postForm(
    http.app(),
    "/admin/login",
    { email: OWNER.email, password },
    {
      cookie,
      headers: { "X-Forwarded-For": address },
    },
  );
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
}

describe(`an account under attack, over HTTP, on ${backend}`, () => {
  it("lets the owner's browser in while strangers have locked the account, and tells her", async () => {
    await database
      .db()
      .update(adminUsers)
      .set({ passwordHash: cheapPasswordHash(OWNER.password) })
      .where(eq(adminUsers.email, OWNER.email));
    const first = await signInFrom("203.0.113.7");
    const device = setCookies(first).find((cookie) => cookie.startsWith("admin_device="));
    expect(device).toMatch(/^admin_device=[\w-]+\.[\w-]{43}$/);

    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) await signInFrom(`192.0.2.${address}`, { password: "a guess" });
    }
    const stranger = await signInFrom("198.51.100.20");
    expect(stranger.status).toBe(429);
    expect(await stranger.text()).toContain(SIGN_IN_MESSAGES.throttled);
    const forged = await signInFrom("198.51.100.20", { cookie: "admin_device=made-up.value" });
    expect(forged.status).toBe(429);

    const owners = await signInFrom("198.51.100.20", { cookie: device ?? "" });
    expect(owners.status).toBe(302);
    const cookies = setCookies(owners);
    const session = cookieOf(owners);
    const notice = cookies.find((cookie) => cookie.startsWith("admin_notice=")) ?? "";
    const dashboard = await http.app().request("/admin", { headers: { Cookie: `${session}; ${notice}` } });
    const html = await dashboard.text();
    expect(html).toContain("Since you last signed in, someone tried to sign in to your account 20 times");
    expect(html).toContain("from 4 different addresses");
    // Shown once: the answer clears the notice.
    expect(dashboard.headers.getSetCookie().some((cookie) => /^admin_notice=;.*Max-Age=0/.test(cookie))).toBe(true);
  });
});
