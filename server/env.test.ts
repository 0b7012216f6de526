import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadEnv({}, {});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.firstAdmin).toBeNull();
    expect(config.secureCookies).toBe(false);
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

  it("refuses outside links that are not http(s)", () => {
    expect(() => loadEnv({}, { CLIENT_LOGIN_URL: "javascript:alert(1)" })).toThrow(/CLIENT_LOGIN_URL/);
  });

  it("reads the visitor forms' rate limits, and refuses a limit it cannot read", () => {
    expect(loadEnv({}, {}).rateLimits).toEqual({
      contact: { limit: 5, windowMs: 600_000 },
      subscribe: { limit: 10, windowMs: 600_000 },
    });
    expect(loadEnv({}, { RATE_LIMIT_CONTACT: "20 / 1h" }).rateLimits.contact).toEqual({
      limit: 20,
      windowMs: 3_600_000,
    });
    for (const bad of ["5", "0/10m", "5/10d", "5/0s", "5/25h", "many/10m"]) {
      expect(() => loadEnv({}, { RATE_LIMIT_SUBSCRIBE: bad })).toThrow(/RATE_LIMIT_SUBSCRIBE/);
    }
  });

  it("reads the mail settings, with a sender and a double opt-in that follow from the rest", () => {
    const held = loadEnv({}, { SITE_URL: "https://coach.example.com" }).mail;
    expect(held).toMatchObject({
      smtpUrl: null,
      from: '"Steady Path Coaching" <no-reply@coach.example.com>',
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
    expect(loadEnv({}, {}).business).toEqual({
      telephone: "+1-973-555-0142",
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
