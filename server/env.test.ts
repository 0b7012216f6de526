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
    });
    expect(loadEnv({}, { RATE_LIMIT_CONTACT: "20 / 1h" }).rateLimits.contact).toEqual({
      limit: 20,
      windowMs: 3_600_000,
    });
    for (const bad of ["5", "0/10m", "5/10d", "5/0s", "5/25h", "many/10m"]) {
      expect(() => loadEnv({}, { RATE_LIMIT_SUBSCRIBE: bad })).toThrow(/RATE_LIMIT_SUBSCRIBE/);
    }
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
});
