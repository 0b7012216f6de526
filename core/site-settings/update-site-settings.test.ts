import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdminUser } from "#core/admin-users/create-admin-user";
import { auditLog, siteSettings } from "#db/schema";
import { SITE_SETTINGS_MESSAGES } from "#rules/site-settings";
import { SOCIAL_LINK_MESSAGES, SOCIAL_LINKS_MAX } from "#rules/social-links";
import { withTestDatabase } from "#tests/setup/database";
import { ensureSiteSettings } from "./ensure-site-settings";
import { readSiteSettings } from "./read-site-settings";
import type { SiteSettingsSource } from "./site-settings";
import { type SiteSettingsFormInput, updateSiteSettings } from "./update-site-settings";

const database = withTestDatabase();

const source: SiteSettingsSource = {
  initial: { businessName: "Steady Path Coaching", supportEmail: "support@example.com", timeZone: "America/New_York" },
  overrides: {},
};

const form: SiteSettingsFormInput = {
  businessName: "  Bright Money Coaching ",
  supportEmail: "Hello@Bright.example",
  phone: "+1 (555) 010-2030",
  postalAddress: "12 Main Street\nSpringfield",
  clientLoginUrl: "https://clients.example.com/login",
  consultationFormUrl: "https://forms.example.com/consult?id=4",
  newsletterFormUrl: "",
  socialLinks: [{ network: "youtube", url: "https://www.youtube.com/@bright" }],
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

  it("keeps the social profiles in the owner's order, dropping rows left without an address", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    const socialLinks = [
      { network: "linkedin", url: " https://www.linkedin.com/in/bright " },
      { network: "instagram", url: "" },
      { network: "mastodon", url: "https://mastodon.social/@bright" },
      { network: "website", url: "https://podcast.bright.example/" },
    ];
    const result = await updateSiteSettings({
      db: database.db(),
      source,
      input: { ...form, socialLinks },
      actor: await owner(),
    });
    expect(result).toMatchObject({ ok: true });
    expect((await readSiteSettings({ db: database.db(), source })).socialLinks).toEqual([
      { network: "linkedin", url: "https://www.linkedin.com/in/bright" },
      { network: "mastodon", url: "https://mastodon.social/@bright" },
      { network: "website", url: "https://podcast.bright.example/" },
    ]);
  });

  it("refuses a profile that is not on its network, not a web address or listed twice, with a message under its row", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    const actor = await owner();
    const result = await updateSiteSettings({
      db: database.db(),
      source,
      input: {
        ...form,
        socialLinks: [
          { network: "instagram", url: "https://www.instagram.com/bright" },
          { network: "instagram", url: "https://www.facebook.com/bright" },
          { network: "facebook", url: "javascript:alert(1)" },
          { network: "myspace", url: "https://myspace.com/bright" },
          { network: "instagram", url: "https://www.instagram.com/bright" },
          { network: "x", url: "https://notx.com/bright" },
        ],
      },
      actor,
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: {
        "socialLinks.1": "This is not an address on Instagram: it should look like https://www.instagram.com/yourname",
        "socialLinks.2": SOCIAL_LINK_MESSAGES.urlInvalid,
        "socialLinks.3": SOCIAL_LINK_MESSAGES.networkInvalid,
        "socialLinks.4": SOCIAL_LINK_MESSAGES.duplicate,
        "socialLinks.5": SOCIAL_LINK_MESSAGES.wrongHost("x"),
      },
    });
    const tooMany = Array.from({ length: SOCIAL_LINKS_MAX + 1 }, (_, index) => ({
      network: "website",
      url: `https://site${index}.example.com/`,
    }));
    expect(
      await updateSiteSettings({
        db: database.db(),
        source,
        input: { ...form, socialLinks: tooMany },
        actor,
      }),
    ).toMatchObject({ ok: false, errors: { socialLinks: SOCIAL_LINK_MESSAGES.tooMany } });
    expect((await readSiteSettings({ db: database.db(), source })).socialLinks).toEqual([]);
  });

  it("reads the short-video and video channels saved before the list as its first profiles, and keeps them in the list once saved", async () => {
    await ensureSiteSettings({ db: database.db(), source });
    await database.db().update(siteSettings).set({
      socialShortVideoUrl: "https://www.tiktok.com/@bright",
      socialVideoUrl: "https://video.example.com/@bright",
    });
    const before = [
      { network: "tiktok", url: "https://www.tiktok.com/@bright" },
      { network: "website", url: "https://video.example.com/@bright" },
    ];
    expect((await readSiteSettings({ db: database.db(), source })).socialLinks).toEqual(before);
    await updateSiteSettings({
      db: database.db(),
      source,
      input: { ...form, socialLinks: before },
      actor: await owner(),
    });
    const [row] = await database.db().select().from(siteSettings);
    expect(row).toMatchObject({ socialLinks: before, socialShortVideoUrl: null, socialVideoUrl: null });
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
