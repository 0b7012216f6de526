import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { auditLog, siteSettings } from "#db/schema";
import { SITE_SETTINGS_MESSAGES, type SiteSettingsInput } from "#rules/site-settings";
import { withTestDatabase } from "#tests/setup/database";
import { ensureSiteSettings } from "./ensure-site-settings";
import { readSiteSettings } from "./read-site-settings";
import type { SiteSettingsSource } from "./site-settings";
import { updateSiteSettings } from "./update-site-settings";

const database = withTestDatabase();

const source: SiteSettingsSource = {
  initial: { businessName: "Steady Path Coaching", supportEmail: "support@example.com", timeZone: "America/New_York" },
  overrides: {},
};

const form: SiteSettingsInput = {
  businessName: "  Bright Money Coaching ",
  supportEmail: "Hello@Bright.example",
  phone: "+1 (555) 010-2030",
  postalAddress: "12 Main Street\nSpringfield",
  clientLoginUrl: "https://clients.example.com/login",
  consultationFormUrl: "https://forms.example.com/consult?id=4",
  newsletterFormUrl: "",
  socialShortVideoUrl: "",
  socialVideoUrl: "https://video.example.com/@bright",
  notificationEmail: "",
  timeZone: "Europe/London",
  seoDescription: "Coaching for calm money.",
  shareImageId: "",
  requireTwoFactor: "",
};

async function owner() {
  const admin = await createAdminUser({
    db: database.db(),
    account: { email: "owner@example.com", password: "correct horse battery", name: "Owner" },
  });
  return { adminUserId: admin.id, actorEmail: admin.email, ipAddress: "203.0.113.7" };
}

describe("site settings", () => {
  it("start from the environment's values and keep what the owner saves after that", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    expect(await readSiteSettings({ db: database.db(), source })).toMatchObject({
      businessName: "Steady Path Coaching",
      supportEmail: "support@example.com",
      phone: "",
      locked: [],
    });
    const result = await updateSiteSettings({ db: database.db(), source, input: form, actor: await owner() });
    expect(result).toMatchObject({ ok: true });
    // A later start does not put the initial values back.
    await ensureSiteSettings({ db: database.db(), source });
    expect(await readSiteSettings({ db: database.db(), source })).toMatchObject({
      businessName: "Bright Money Coaching",
      supportEmail: "hello@bright.example",
      consultationFormUrl: "https://forms.example.com/consult?id=4",
      newsletterFormUrl: null,
      timeZone: "Europe/London",
    });
  });

  it("refuses bad values with a message per field and changes nothing", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    const result = await updateSiteSettings({
      db: database.db(),
      source,
      input: {
        ...form,
        businessName: "   ",
        supportEmail: "not an address",
        clientLoginUrl: "javascript:alert(1)",
        consultationFormUrl: "ftp://files.example.com",
        phone: "call me maybe",
        timeZone: "Mars/Base",
        shareImageId: "../../etc/passwd",
      },
      actor: await owner(),
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        businessName: SITE_SETTINGS_MESSAGES.businessNameRequired,
        supportEmail: SITE_SETTINGS_MESSAGES.emailInvalid,
        clientLoginUrl: SITE_SETTINGS_MESSAGES.urlInvalid,
        consultationFormUrl: SITE_SETTINGS_MESSAGES.urlInvalid,
        phone: SITE_SETTINGS_MESSAGES.phoneInvalid,
        timeZone: SITE_SETTINGS_MESSAGES.timeZoneInvalid,
        shareImageId: SITE_SETTINGS_MESSAGES.shareImageInvalid,
      },
    });
    expect(await readSiteSettings({ db: database.db(), source })).toMatchObject({
      businessName: "Steady Path Coaching",
    });
    expect(await database.db().select().from(auditLog)).toHaveLength(0);
  });

  it("keeps a value the environment pins, whatever the form sends", async () => {
    const pinned: SiteSettingsSource = { ...source, overrides: { supportEmail: "ops@example.com" } };
    await ensureSiteSettings({ db: database.db(), source: pinned });
    await updateSiteSettings({ db: database.db(), source: pinned, input: form, actor: await owner() });
    const settings = await readSiteSettings({ db: database.db(), source: pinned });
    expect(settings).toMatchObject({ supportEmail: "ops@example.com", businessName: "Bright Money Coaching" });
    expect(settings.locked).toEqual(["supportEmail"]);
  });

  it("records each changed field with its old and new value", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    const actor = await owner();
    await updateSiteSettings({ db: database.db(), source, input: form, actor });
    const [event] = await database.db().select().from(auditLog).where(eq(auditLog.targetType, "site_settings"));
    expect(event).toMatchObject({ action: "update", actorEmail: "owner@example.com", adminUserId: actor.adminUserId });
    const changes = (event?.details as { changes: Record<string, unknown> } | undefined)?.changes ?? {};
    expect(changes.supportEmail).toEqual({ from: "support@example.com", to: "hello@bright.example" });
    expect(Object.keys(changes)).not.toContain("newsletterFormUrl");
  });

  it("requires two-factor sign-in on one's own account before requiring it for everyone", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    const result = await updateSiteSettings({
      db: database.db(),
      source,
      input: { ...form, requireTwoFactor: "on" },
      actor: await owner(),
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: { requireTwoFactor: SITE_SETTINGS_MESSAGES.twoFactorNeedsOwn },
    });
    const [row] = await database.db().select().from(siteSettings);
    expect(row?.requireTwoFactor).toBe(false);
  });
});
