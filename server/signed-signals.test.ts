import { describe, expect, it } from "vitest";
import { getSigningKey } from "#core/security/signing-key";
import { signFormStart } from "#core/visitor-forms/form-start";
import { contactMessages, teamMembers } from "#db/schema";
import { CONFIRM_MESSAGE, FILL_TIME_FIELD, STARTED_AT_FIELD } from "#rules/form-guard";
import { SIGN_IN_MESSAGES } from "#rules/sign-in";
import { withAdminHttp } from "#tests/setup/admin-http";
import { backend, withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const http = withAdminHttp(database);

const message = { name: "Ann Lee", email: "ann@example.com", subject: "", message: "Can we talk about my debt?" };

function postContact(startedAt: string, extra: Record<string, string> = {}) {
  return postForm(http.app(), "/contact", { ...message, [STARTED_AT_FIELD]: startedAt, ...extra });
}

describe(`client-controlled signals on ${backend}`, () => {
  it("renders the contact form's start time signed, and accepts a signed one after the minimum fill time", async () => {
    const page = await (await http.app().request("/contact")).text();
    const rendered = new RegExp(`name="${STARTED_AT_FIELD}" value="([^"]+)"`).exec(page)?.[1] ?? "";
    expect(rendered).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const key = await getSigningKey({ db: database.db() });
    const response = await postContact(signFormStart({ key, now: new Date(Date.now() - 10_000) }));
    expect(response.status).toBe(303);
    expect(await database.db().select().from(contactMessages)).toHaveLength(1);
  });

  it("does not let a bot choose its own start time for a form posted without JavaScript", async () => {
    const forged = [
      String(Date.now() - 60_000),
      `${Buffer.from(String(Date.now() - 60_000)).toString("base64url")}.${"A".repeat(43)}`,
    ];
    for (const startedAt of forged) {
      const response = await postContact(startedAt);
      // Asked to confirm, as a post without a start time is; nothing stored.
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(CONFIRM_MESSAGE);
    }
    // Nor claim a fill time of its own: a plain form post has no script to measure one.
    const claimed = await postContact("", { [FILL_TIME_FIELD]: "60000" });
    expect(await claimed.text()).toContain(CONFIRM_MESSAGE);
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });

  it("shows only toasts the server wrote, not one planted in the cookie", async () => {
    const planted = encodeURIComponent(
      JSON.stringify({ message: "Session expired: sign in again at evil.example", tone: "error" }),
    );
    const page = await http
      .app()
      .request("/admin", { headers: { Cookie: `${http.session.cookie}; admin_toast=${planted}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("evil.example");
  });

  it("gates case-changed admin addresses exactly like /admin", async () => {
    const signedIn = await http.app().request("/ADMIN", { headers: { Cookie: http.session.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const anonymous = await http.app().request("/Admin/Inbox");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const write = await http.postUrlEncoded("/ADMIN/team/new", {
      name: "Jordan Lee",
      role: "Coach",
      bio: "Helps with budgets.",
      displayOrder: "1",
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: SIGN_IN_MESSAGES.invalidCsrfToken });
    expect(await database.db().select().from(teamMembers)).toHaveLength(0);
  });
});
