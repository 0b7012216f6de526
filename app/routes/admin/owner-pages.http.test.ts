import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import { confirmTwoFactorSetup } from "#core/auth/confirm-two-factor-setup";
import { startTwoFactorSetup } from "#core/auth/start-two-factor-setup";
import { totpCodeAt } from "#core/auth/totp";
import { EARLIER_PRIVACY_POLICY } from "#core/legal/privacy-policy-text";
import { addInitialContent } from "#core/seed/initial-content";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { adminUsers, auditLog, legalPages, siteSettings } from "#db/schema";
import { SETUP_MESSAGES } from "#rules/admin-account";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor";
import { cookieOf, OWNER, withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";
import { postForm } from "#tests/setup/form-post";

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

function post(path: string, fields: Record<string, string>, cookie = "") {
  return postForm(http.app(), path, fields, { cookie });
}

async function actionsLogged() {
  return (await database.db().select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
}

describe("first-run setup", () => {
  it("asks for the setup code, refuses a wrong one and is gone once an admin exists", async () => {
    await database.db().delete(adminUsers);
    const code = await issueSetupCode({ db: database.db() });
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const login = await http.app().request("/admin/login");
    expect(login.headers.get("location")).toBe("/admin/setup");
    expect((await http.app().request("/admin/setup")).status).toBe(200);

    const account = {
      name: "Olivia",
      email: "olivia@example.com",
      password: "a long enough password",
      confirmPassword: "a long enough password",
    };
    const wrong = await post("/admin/setup", { ...account, setupCode: "AAAA-BBBB-CCCC-DDDD" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(SETUP_MESSAGES.codeInvalid);
    expect(await database.db().select().from(adminUsers)).toHaveLength(0);

    const right = await post("/admin/setup", { ...account, setupCode: (code ?? "").toLowerCase() });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/settings");
    const cookie = cookieOf(right);
    expect((await http.app().request("/admin/settings", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await http.app().request("/admin/setup")).headers.get("location")).toBe("/admin/login");
    expect((await post("/admin/setup", { ...account, email: "eve@example.com", setupCode: code ?? "" })).status).toBe(
      302,
    );
    expect(await database.db().select().from(adminUsers)).toHaveLength(1);
    expect(await actionsLogged()).toContain("first_admin_created");
  });
});

describe("two-factor sign-in over HTTP", () => {
  it("asks for the code after the password and signs in with it", async () => {
    const [owner] = await database.db().select().from(adminUsers).where(eq(adminUsers.email, OWNER.email));
    const actor = { adminUserId: owner?.id ?? "", actorEmail: OWNER.email };
    const started = await startTwoFactorSetup({ db: database.db(), adminUserId: actor.adminUserId });
    if (!started.ok) throw new Error("two-factor sign-in was on already");
    const { secret } = started;
    const setupAt = new Date(Date.now() - 90_000);
    await confirmTwoFactorSetup({ db: database.db(), actor, code: totpCodeAt(secret, setupAt), now: setupAt });

    const first = await post("/admin/login", {
      email: OWNER.email,
      password: OWNER.password,
      redirectTo: "/admin/faq",
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    const page = await first.text();
    expect(page).toContain(TWO_FACTOR_MESSAGES.codePrompt);
    const challenge = /name="challenge" value="([^"]+)"/.exec(page)?.[1] ?? "";

    const wrong = await post("/admin/login", { intent: "two-factor", challenge, code: "000000" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(TWO_FACTOR_MESSAGES.codeInvalid);

    const right = await post("/admin/login", {
      intent: "two-factor",
      challenge,
      code: totpCodeAt(secret, new Date()),
      redirectTo: "/admin/faq",
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/faq");
    expect(cookieOf(right)).toMatch(/^admin_session=.+/);
  });

  it("sends an admin without it to its setup page while the settings require it", async () => {
    await ensureSiteSettings({
      db: database.db(),
      source: {
        initial: { businessName: "Steady", supportEmail: "support@example.com", timeZone: "UTC" },
        overrides: {},
      },
    });
    await database.db().update(siteSettings).set({ requireTwoFactor: true });
    const page = await http.app().request("/admin/faq", { headers: { Cookie: http.session.cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/account/two-factor?required=1");
    const setup = await http.app().request("/admin/account/two-factor?required=1", {
      headers: { Cookie: http.session.cookie },
    });
    expect(await setup.text()).toContain(TWO_FACTOR_MESSAGES.requiredBySettings);
  });
});

describe("legal pages", () => {
  it("are hidden while empty and show the owner's Markdown without running anything", async () => {
    expect((await http.app().request("/privacy")).status).toBe(404);
    await addInitialContent({ db: database.db() });
    const privacy = await http.app().request("/privacy");
    expect(privacy.status).toBe(200);
    expect(await privacy.text()).toContain("<h2>What we collect</h2>");

    const saved = await http.postUrlEncoded("/admin/legal/privacy", {
      csrf: http.session.csrf,
      title: "Privacy Policy",
      body: "## Hello\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) [ok](https://example.com)",
    });
    expect(saved.status).toBe(302);
    const html = await (await http.app().request("/privacy")).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('href="https://example.com"');
    // The footer links to the page, and the terms while they have text.
    expect(html).toContain('href="/terms"');

    await http.postUrlEncoded("/admin/legal/terms", { csrf: http.session.csrf, title: "Terms", body: "  " });
    expect((await http.app().request("/terms")).status).toBe(404);
    expect(await (await http.app().request("/faq")).text()).not.toContain('href="/terms"');
  });
});

describe("the built-in privacy policy", () => {
  const privacyPage = async () => (await (await http.app().request("/privacy")).text()).replaceAll("<!-- -->", "");
  const longDate = (date: Date) =>
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

  it("says what the site's forms collect and where they go, with its date, until the owner saves her own", async () => {
    await ensureSiteSettings({
      db: database.db(),
      source: {
        initial: { businessName: "Steady", supportEmail: "hello@steady.test", timeZone: "UTC" },
        overrides: {},
      },
    });
    await addInitialContent({ db: database.db() });
    const own = await privacyPage();
    expect(own).toContain(
      "<strong>Workshop registrations</strong> made on this site: your first and last name, email address and the note you add",
    );
    expect(own).toContain(
      "<strong>Consultation requests</strong> made through the request form on our Get Started page: your name",
    );
    expect(own).not.toContain("provided by");
    const [settings] = await database.db().select().from(siteSettings);
    const shown = (await database.db().select().from(legalPages).where(eq(legalPages.slug, "privacy")))[0];
    expect(shown?.isDefault).toBe(true);
    expect(own).toContain(
      `Last updated <time dateTime="${settings?.updatedAt.toISOString()}">${longDate(settings?.updatedAt ?? new Date())}</time>`,
    );

    // Embedded forms: the text names their provider.
    await database
      .db()
      .update(siteSettings)
      .set({
        consultationFormUrl: "https://forms.calmbooking.test/steady",
        newsletterFormUrl: "https://www.letters.test/signup",
        updatedAt: new Date("2030-05-04T10:00:00Z"),
      });
    const embedded = await privacyPage();
    expect(embedded).toContain("request form on our Get Started page, which is provided by forms.calmbooking.test");
    expect(embedded).toContain("signup form provided by letters.test");
    expect(embedded).toContain('Last updated <time dateTime="2030-05-04T10:00:00.000Z">May 4, 2030</time>');

    // A site from before still holding the earlier built-in text word for word gets the text that fits it.
    await database.db().update(legalPages).set({ body: EARLIER_PRIVACY_POLICY, isDefault: false });
    expect(await privacyPage()).toContain("provided by forms.calmbooking.test");

    // The owner's own text stays as she wrote it, dated the day she saved it.
    const saved = await http.postUrlEncoded("/admin/legal/privacy", {
      csrf: http.session.csrf,
      title: "Privacy Policy",
      body: "## Our promise\n\nWe keep what you tell us to ourselves.",
    });
    expect(saved.status).toBe(302);
    await database
      .db()
      .update(siteSettings)
      .set({ consultationFormUrl: null, updatedAt: new Date("2031-01-01T00:00:00Z") });
    const hers = await privacyPage();
    expect(hers).toContain("We keep what you tell us to ourselves.");
    expect(hers).not.toContain("Workshop registrations");
    expect(hers).toContain(`Last updated <time dateTime="`);
    expect(hers).toContain(longDate(new Date()));
  });
});

describe("admins and the activity log", () => {
  it("invites an admin with a one-time link and logs every step", async () => {
    const invited = await http.postUrlEncoded("/admin/users", {
      csrf: http.session.csrf,
      intent: "invite",
      email: "sam@example.com",
      name: "Sam",
    });
    expect(invited.status).toBe(200);
    const link = /value="(http:\/\/localhost\/admin\/invite\/[^"]+)"/.exec(await invited.text())?.[1] ?? "";
    const path = new URL(link).pathname;
    expect((await http.app().request(path)).status).toBe(200);
    const joined = await post(path, {
      name: "Sam",
      password: "sam's own password",
      confirmPassword: "sam's own password",
    });
    expect(joined.status).toBe(302);
    expect(cookieOf(joined)).toMatch(/^admin_session=.+/);
    expect((await http.app().request(path)).status).toBe(404);

    const activity = await http.app().request("/admin/activity?action=admin_joined", {
      headers: { Cookie: http.session.cookie },
    });
    const html = await activity.text();
    expect(html).toContain("Joined as admin");
    expect(html).toContain("sam@example.com");
    const rows = (html.split("<tbody")[1] ?? "").split("</tbody>")[0]?.match(/<tr/g) ?? [];
    expect(rows).toHaveLength(1);
    const byOwner = await (
      await http.app().request(`/admin/activity?person=${encodeURIComponent(OWNER.email)}`, {
        headers: { Cookie: http.session.cookie },
      })
    ).text();
    const ownerRows = (byOwner.split("<tbody")[1] ?? "").split("</tbody>")[0] ?? "";
    expect(ownerRows).toContain("Invited an admin");
    expect(ownerRows).toContain("Signed in");
    expect(ownerRows).not.toContain("Joined as admin");
  });

  it("refuses to remove one's own account, so the last admin stays", async () => {
    const [owner] = await database.db().select().from(adminUsers);
    const refused = await http.postUrlEncoded("/admin/users", {
      csrf: http.session.csrf,
      intent: "remove",
      id: owner?.id ?? "",
    });
    expect(refused.status).toBe(409);
    expect(await database.db().select().from(adminUsers)).toHaveLength(1);
  });
});
