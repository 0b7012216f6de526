import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv, loadEnvFile } from "./env";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadEnv({}, {});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.firstAdmin).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(config.siteUrl).toBe("http://localhost:3000");
  });

  it("without SITE_URL, names the port the server listens on", () => {
    const config = loadEnv({}, { PORT: "8080" });
    expect(config.siteUrl).toBe("http://localhost:8080");
  });

  it("names every bad variable", () => {
    const load = () =>
      loadEnv({}, { PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe", SITE_TIME_ZONE: "Mars/Base" });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "DATABASE_URL", "SEED_DEMO", "SITE_TIME_ZONE"]) expect(message).toContain(name);
    }
  });

  it("needs the first admin's email and password together", () => {
    expect(() => loadEnv({}, { ADMIN_EMAIL: "owner@example.com" })).toThrow(/ADMIN_PASSWORD/);
    const config = loadEnv({}, { ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "a long password!" });
    expect(config.firstAdmin).toEqual({ email: "owner@example.com", password: "a long password!", name: "" });
  });

  it("treats SEED_DEMO=false and an https site as such", () => {
    const config = loadEnv({}, { SEED_DEMO: "false", SITE_URL: "https://coach.example.com/" });
    expect(config.seedDemo).toBe(false);
    expect(config.secureCookies).toBe(true);
    expect(config.siteUrl).toBe("https://coach.example.com");
  });

  it("gives the site settings' first values, and pins only the variables that are set", () => {
    const defaults = loadEnv({}, {});
    expect(defaults.siteSettings.initial).toMatchObject({
      businessName: "Steady Path Coaching",
      supportEmail: "support@example.com",
      timeZone: "America/New_York",
      clientLoginUrl: null,
    });
    expect(defaults.siteSettings.overrides).toEqual({});
    const pinned = loadEnv({}, { SUPPORT_EMAIL: "ops@example.com", CLIENT_LOGIN_URL: "https://clients.example.com" });
    expect(pinned.siteSettings.overrides).toEqual({
      supportEmail: "ops@example.com",
      clientLoginUrl: "https://clients.example.com/",
    });
  });

  it("refuses outside links that are not http(s)", () => {
    expect(() => loadEnv({}, { CLIENT_LOGIN_URL: "javascript:alert(1)" })).toThrow(/CLIENT_LOGIN_URL/);
  });

  it("reads the visitor forms' rate limits, and refuses a limit it cannot read", () => {
    expect(loadEnv({}, {}).rateLimits).toEqual({
      contact: { limit: 5, windowMs: 600_000 },
      subscribe: { limit: 10, windowMs: 600_000 },
      booking: { limit: 10, windowMs: 600_000 },
      registration: { limit: 10, windowMs: 600_000 },
    });
    // Each kind of form is set by its own variable.
    expect(loadEnv({}, { RATE_LIMIT_BOOKING: "3/1m" }).rateLimits).toMatchObject({
      booking: { limit: 3, windowMs: 60_000 },
      registration: { limit: 10, windowMs: 600_000 },
      subscribe: { limit: 10, windowMs: 600_000 },
    });
    expect(loadEnv({}, { RATE_LIMIT_REGISTRATION: "4/2h" }).rateLimits.registration).toEqual({
      limit: 4,
      windowMs: 7_200_000,
    });
    expect(loadEnv({}, { RATE_LIMIT_CONTACT: "20 / 1h" }).rateLimits.contact).toEqual({
      limit: 20,
      windowMs: 3_600_000,
    });
    for (const bad of ["5", "0/10m", "5/10d", "5/0s", "5/25h", "many/10m"]) {
      expect(() => loadEnv({}, { RATE_LIMIT_SUBSCRIBE: bad })).toThrow(/RATE_LIMIT_SUBSCRIBE/);
      expect(() => loadEnv({}, { RATE_LIMIT_BOOKING: bad })).toThrow(/RATE_LIMIT_BOOKING/);
    }
  });

  it("reads the mail settings, with a double opt-in that follows from the rest; the sender is made from the saved settings", () => {
    const held = loadEnv({}, { SITE_URL: "https://coach.example.com" }).mail;
    expect(held).toMatchObject({
      smtpUrl: null,
      from: null,
      notifyEmail: null,
      newsletterDoubleOptIn: false,
    });
    const sending = loadEnv(
      {},
      {
        SMTP_URL: "smtps://mailer:secret@mail.example.com:465",
        MAIL_FROM: '"Coach" <hi@example.com>',
        NOTIFY_EMAIL: "owner@example.com",
      },
    ).mail;
    expect(sending).toMatchObject({
      smtpUrl: "smtps://mailer:secret@mail.example.com:465",
      from: '"Coach" <hi@example.com>',
      notifyEmail: "owner@example.com",
      newsletterDoubleOptIn: true,
    });
    expect(
      loadEnv({}, { SMTP_URL: "smtp://mail.example.com", NEWSLETTER_DOUBLE_OPT_IN: "false" }).mail
        .newsletterDoubleOptIn,
    ).toBe(false);
  });

  it("stops on a mail setting it cannot use, naming it", () => {
    for (const bad of ["mail.example.com:587", "http://mail.example.com", "smtp://"]) {
      expect(() => loadEnv({}, { SMTP_URL: bad })).toThrow(/SMTP_URL/);
    }
    expect(() => loadEnv({}, { MAIL_FROM: "Coach <not an address>" })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({}, { NOTIFY_EMAIL: "owner" })).toThrow(/NOTIFY_EMAIL/);
    expect(() => loadEnv({}, { NEWSLETTER_DOUBLE_OPT_IN: "sometimes" })).toThrow(/NEWSLETTER_DOUBLE_OPT_IN/);
  });

  it("keeps embedded commits durable unless relaxed is set explicitly, and only for tests", () => {
    expect(loadEnv({}, {}).embeddedDurability).toBe("full");
    expect(loadEnv({}, { NODE_ENV: "test" }).embeddedDurability).toBe("full");
    expect(loadEnv({}, { NODE_ENV: "test", EMBEDDED_DB_DURABILITY: "relaxed" }).embeddedDurability).toBe("relaxed");
    for (const mode of [{}, { NODE_ENV: "production" }, { NODE_ENV: "development" }]) {
      expect(() => loadEnv({}, { ...mode, EMBEDDED_DB_DURABILITY: "relaxed" })).toThrow(
        /EMBEDDED_DB_DURABILITY: relaxed loses acknowledged writes on a power cut/,
      );
    }
    expect(() => loadEnv({}, { EMBEDDED_DB_DURABILITY: "off" })).toThrow(/EMBEDDED_DB_DURABILITY/);
  });

  it("gives the business a complete demo address by default, and names a bad phone, country or logo", () => {
    expect(loadEnv({}, {}).siteSettings.initial).toMatchObject({
      phone: "+1-973-555-0142",
      postalAddress: "120 Main Street, Suite 210\nMaplewood, NJ 07040",
    });
    expect(loadEnv({}, {}).business).toEqual({
      logoUrl: "/images/logo.png",
      address: {
        streetAddress: "120 Main Street, Suite 210",
        addressLocality: "Maplewood",
        addressRegion: "NJ",
        postalCode: "07040",
        addressCountry: "US",
      },
    });
    expect(loadEnv({}, { BUSINESS_COUNTRY: "ca" }).business.address.addressCountry).toBe("CA");
    const load = () =>
      loadEnv({}, { BUSINESS_PHONE: "call us", BUSINESS_COUNTRY: "Canada", BUSINESS_LOGO_URL: "//cdn.example/logo" });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["BUSINESS_PHONE", "BUSINESS_COUNTRY", "BUSINESS_LOGO_URL"]) expect(message).toContain(name);
    }
  });
});

describe("operator settings", () => {
  it("listens on this machine only, and trusts forwarded headers from a proxy here, unless told otherwise", () => {
    const defaults = loadEnv({}, {});
    expect(defaults.host).toBe("127.0.0.1");
    expect(defaults.trustedProxies).toEqual(["127.0.0.1", "::1"]);
    expect(loadEnv({}, { TRUSTED_PROXIES: " 10.0.0.5 , fd00::/8,192.168.0.0/16" }).trustedProxies).toEqual([
      "10.0.0.5",
      "fd00::/8",
      "192.168.0.0/16",
    ]);
    for (const bad of ["proxy.example.com", "10.0.0.0/33", "10.0.0.1/8/2", "::1/129"]) {
      expect(() => loadEnv({}, { TRUSTED_PROXIES: `127.0.0.1, ${bad}` })).toThrow(
        `TRUSTED_PROXIES: ${bad} is not an IP address or range`,
      );
    }
  });

  it("reads backup settings, with the backup folder inside the data folder by default", () => {
    const defaults = loadEnv({}, { DATA_DIR: "/srv/site/data" });
    expect(defaults.backups).toEqual({ schedule: { everyMs: 86_400_000 }, dir: "/srv/site/data/backups", keep: 14 });
    expect(defaults.shutdownTimeoutMs).toBe(10_000);
    const custom = loadEnv(
      {},
      { BACKUP_SCHEDULE: "6h", BACKUP_DIR: "/backups", BACKUP_KEEP: "30", SHUTDOWN_TIMEOUT: "25" },
    );
    expect(custom.backups).toEqual({ schedule: { everyMs: 6 * 3_600_000 }, dir: "/backups", keep: 30 });
    expect(custom.shutdownTimeoutMs).toBe(25_000);
    expect(loadEnv({}, { BACKUP_SCHEDULE: "off" }).backups.schedule).toBeNull();
    expect(() => loadEnv({}, { BACKUP_SCHEDULE: "weekly", BACKUP_KEEP: "0" })).toThrow(
      /BACKUP_SCHEDULE[\s\S]*BACKUP_KEEP/,
    );
  });

  it("reads .env when there is one, and the environment wins over it", () => {
    // biome-ignore lint/style/noProcessEnv: this test is about how .env meets the real environment
    const environment = process.env;
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
    try {
      expect(loadEnvFile(folder)).toBeNull();
      fs.writeFileSync(path.join(folder, ".env"), "OPS_TEST_FROM_FILE=file\nOPS_TEST_BOTH=file\n");
      environment.OPS_TEST_BOTH = "environment";
      expect(loadEnvFile(folder)).toBe(path.join(folder, ".env"));
      expect(environment.OPS_TEST_FROM_FILE).toBe("file");
      expect(environment.OPS_TEST_BOTH).toBe("environment");
    } finally {
      delete environment.OPS_TEST_FROM_FILE;
      delete environment.OPS_TEST_BOTH;
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
