import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCountingSettings } from "#core/analytics/insights/read-counting-settings";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { INSIGHTS_MESSAGES, VISIT_COUNTING_INTENT } from "#rules/analytics-insights";
import { SITE_SETTINGS_MESSAGES } from "#rules/site-settings";
import { SOCIAL_NETWORK_IDS } from "#rules/social-links";
import { createLogger } from "#server/logger";
import { createPageCache } from "#server/page-cache";
import { withAdminHttp } from "#tests/setup/admin-http";
import { withTestDatabase } from "#tests/setup/database";

const database = withTestDatabase();
const http = withAdminHttp(database, { env: { SITE_TIME_ZONE: "UTC" } });

const fields = {
  businessName: "Bright Money Coaching",
  supportEmail: "hello@bright.example",
  phone: "555 010 2030",
  postalAddress: "12 Main Street",
  clientLoginUrl: "https://clients.bright.example/",
  consultationFormUrl: "https://forms.bright.example/consult",
  newsletterFormUrl: "",
  notificationEmail: "",
  timeZone: "UTC",
  seoDescription: "",
  shareImageId: "",
};

describe("/admin/settings", () => {
  it("shows a saved change on the public pages at the next load, past the page cache", async () => {
    await ensureSiteSettings({
      db: database.db(),
      source: {
        initial: { businessName: "Steady", supportEmail: "support@example.com", timeZone: "UTC" },
        overrides: {},
      },
    });
    const pageCache = createPageCache({ db: database.db(), logger: createLogger("silent"), timeZone: () => "UTC" });
    const server = http.app({ pageCache });
    try {
      const before = await (await server.request("/faq")).text();
      expect(before).toContain("support@example.com");
      const saved = await http.submit("/admin/settings", fields, { site: server });
      expect(saved.status).toBe(302);
      const page = await server.request("/faq");
      const html = await page.text();
      expect(html).toContain("hello@bright.example");
      expect(html).toContain("Bright Money Coaching");
      expect(html).toContain("tel:5550102030");
      expect(html).toContain("https://clients.bright.example/");
      expect(html).not.toContain("support@example.com");
      // The consultation form's origin is allowed as a frame source from now on.
      const started = await server.request("/get-started");
      expect(started.headers.get("content-security-policy")).toContain("frame-src https://forms.bright.example");
    } finally {
      pageCache.stop();
    }
  });

  it("shows the social profiles as named icon links in the footer, and no Follow us column without any", async () => {
    const server = http.app();
    const before = await (await server.request("/about")).text();
    expect(before).not.toContain("Follow us");
    // The Portal link stays in the footer without the column.
    expect(before).toMatch(/<footer[\s\S]*href="\/admin\/login"[^>]*>Portal<\/a>/);

    const profiles = [
      ["instagram", "https://www.instagram.com/brightmoney"],
      ["linkedin", "https://www.linkedin.com/in/brightmoney"],
      ["website", "https://podcast.bright.example/"],
    ].flatMap(([network = "", url = ""]): [string, string][] => [
      ["socialNetwork", network],
      ["socialUrl", url],
    ]);
    const saved = await http.submit("/admin/settings", [...Object.entries(fields), ...profiles], { site: server });
    expect(saved.status).toBe(302);
    const html = await (await server.request("/about")).text();
    expect(html).toContain("Follow us");
    expect(html).toContain('href="https://www.instagram.com/brightmoney"');
    expect(html).toContain('<use href="/icons/social.svg#instagram">');
    expect(html).toContain("Instagram<!-- --> (opens in a new tab)");
    expect(html).toContain("LinkedIn<!-- --> (opens in a new tab)");
    expect(html).toContain("podcast.bright.example<!-- --> (opens in a new tab)");
    const icons = await http.app({ clientDir: path.resolve("public") }).request("/icons/social.svg");
    expect(icons.status).toBe(200);
    const sprite = await icons.text();
    for (const network of SOCIAL_NETWORK_IDS) expect(sprite).toContain(`<symbol id="${network}"`);
  });

  it("answers bad values with the messages and keeps the site as it was", async () => {
    const response = await http.postUrlEncoded("/admin/settings", {
      ...fields,
      supportEmail: "nope",
      clientLoginUrl: "javascript:alert(1)",
      csrf: http.session.csrf,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(SITE_SETTINGS_MESSAGES.emailInvalid);
    expect(html).toContain(SITE_SETTINGS_MESSAGES.urlInvalid);
    expect(await (await http.app().request("/faq")).text()).not.toContain("Bright Money Coaching");
  });

  it("saves visit counting on its own, refusing a retention outside 30 to 3660 days", async () => {
    for (const retentionDays of ["29", "3661", "ten", ""]) {
      const refused = await http.postUrlEncoded("/admin/settings", {
        intent: VISIT_COUNTING_INTENT,
        retentionDays,
        csrf: http.session.csrf,
      });
      expect(refused.status, retentionDays).toBe(400);
      expect(await refused.text(), retentionDays).toContain(INSIGHTS_MESSAGES.retentionRange);
    }
    expect(await readCountingSettings({ db: database.db() })).toEqual({ enabled: true, retentionDays: 400 });

    const saved = await http.submit("/admin/settings", { intent: VISIT_COUNTING_INTENT, retentionDays: "90" });
    expect(saved.status).toBe(302);
    expect(await readCountingSettings({ db: database.db() })).toEqual({ enabled: false, retentionDays: 90 });
    const insights = await http.app().request("/admin/insights", { headers: { Cookie: http.session.cookie } });
    const html = (await insights.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Visit counting is off");
    expect(html).toContain('href="/admin/settings#visit-counting"');
  });

  it("shows a field set by the environment as locked, naming its variable", async () => {
    const response = await http.app({ env: { SUPPORT_EMAIL: "ops@example.com" } }).request("/admin/settings", {
      headers: { Cookie: http.session.cookie },
    });
    const html = await response.text();
    expect(html).toContain("SUPPORT_EMAIL");
    expect(html).toMatch(
      /id="supportEmail"[^>]*readOnly|readonly[^>]*id="supportEmail"|id="supportEmail"[^>]*readonly/i,
    );
  });

  it("says under the consultation form's address how visitors get started, with and without it", async () => {
    const settingsPage = async (env: Record<string, string> = {}) =>
      (await (await http.app({ env }).request("/admin/settings", { headers: { Cookie: http.session.cookie } })).text())
        .replaceAll("<!-- -->", "")
        .replaceAll("&#x27;", "'");
    expect(await settingsPage()).toContain(
      "Empty: the Get Started page offers your active session types to book, or the site's own form when none is active.",
    );
    expect(await settingsPage({ CONSULTATION_FORM_URL: "https://forms.bright.example/consult" })).toContain(
      "The Get Started page shows this form, even while session types are bookable. Height messages are accepted from https://forms.bright.example only.",
    );
  });
});
