import path from "node:path";
import { z } from "zod";
import type { SiteSettingsValues } from "#rules/site-settings";

/**
 * The one place that reads process.env. Every variable is listed, with its
 * default, in .env.example. A bad value stops the start with a message that
 * names the variable.
 */

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error();
      return url.toString();
    } catch {
      ctx.addIssue({ code: "custom", message: "must be an http(s) URL or empty" });
      return z.NEVER;
    }
  });

const timeZone = z
  .string()
  .trim()
  .refine((value) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as America/New_York");

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "5/10m": at most 5 requests per 10-minute window (units s, m, h). */
const rateLimit = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{1,6})\s*\/\s*(\d{1,4})\s*([smh])$/.exec(value);
    const limit = Number(match?.[1]);
    const windowMs = Number(match?.[2]) * UNIT_MS[(match?.[3] ?? "s") as keyof typeof UNIT_MS];
    if (!match || limit < 1 || windowMs < 1000 || windowMs > 24 * UNIT_MS.h) {
      ctx.addIssue({ code: "custom", message: "must look like 5/10m (requests per window of s, m or h, up to 24h)" });
      return z.NEVER;
    }
    return { limit, windowMs };
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .trim()
      .default("")
      .refine(
        (value) => value === "" || /^postgres(ql)?:\/\//.test(value),
        "must start with postgres:// or postgresql://",
      ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    EMBEDDED_DB_DURABILITY: z.enum(["full", "relaxed"]).default("full"),
    SITE_NAME: z.string().trim().min(1).max(80).default("Steady Path Coaching"),
    SITE_URL: z.string().trim().url().default("http://localhost:3000"),
    SITE_TIME_ZONE: timeZone.default("America/New_York"),
    ADMIN_EMAIL: z.string().trim().toLowerCase().default(""),
    ADMIN_PASSWORD: z.string().default(""),
    ADMIN_NAME: z.string().trim().default(""),
    SEED_DEMO: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    RATE_LIMIT_CONTACT: rateLimit.prefault("5/10m"),
    RATE_LIMIT_SUBSCRIBE: rateLimit.prefault("10/10m"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CONSULTATION_FORM_URL: optionalUrl.prefault(""),
    NEWSLETTER_FORM_URL: optionalUrl.prefault(""),
    CLIENT_LOGIN_URL: optionalUrl.prefault(""),
    SOCIAL_SHORT_VIDEO_URL: optionalUrl.prefault(""),
    SOCIAL_VIDEO_URL: optionalUrl.prefault(""),
    SUPPORT_EMAIL: z.email().default("support@example.com"),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === "") !== (env.ADMIN_PASSWORD === "")) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL === "" ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    // Losing acknowledged writes on a power cut is only acceptable for data made
    // to be thrown away: docs/decisions/018-durable-embedded-commits.md.
    if (env.EMBEDDED_DB_DURABILITY === "relaxed" && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["EMBEDDED_DB_DURABILITY"],
        message:
          "relaxed loses acknowledged writes on a power cut and is only for tests and benchmarks (NODE_ENV=test); use full",
      });
    }
    if (env.ADMIN_EMAIL !== "" && !z.email().safeParse(env.ADMIN_EMAIL).success) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "must be an email address" });
    }
  });

export type Env = ReturnType<typeof toConfig>;

/** The site settings that start out from the environment, by variable. */
const SITE_SETTING_VARIABLES = {
  SITE_NAME: "businessName",
  SUPPORT_EMAIL: "supportEmail",
  CLIENT_LOGIN_URL: "clientLoginUrl",
  CONSULTATION_FORM_URL: "consultationFormUrl",
  NEWSLETTER_FORM_URL: "newsletterFormUrl",
  SOCIAL_SHORT_VIDEO_URL: "socialShortVideoUrl",
  SOCIAL_VIDEO_URL: "socialVideoUrl",
  SITE_TIME_ZONE: "timeZone",
} as const satisfies Record<string, keyof SiteSettingsValues>;

type SiteSettingVariable = keyof typeof SITE_SETTING_VARIABLES;
export type EnvSiteSettings = Pick<SiteSettingsValues, (typeof SITE_SETTING_VARIABLES)[SiteSettingVariable]>;

/** Which variable sets a site setting, for the settings page's note on a locked field. */
export const SITE_SETTING_VARIABLE_OF = Object.fromEntries(
  Object.entries(SITE_SETTING_VARIABLES).map(([variable, field]) => [field, variable]),
) as Record<keyof EnvSiteSettings, SiteSettingVariable>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function toConfig(env: z.output<typeof EnvSchema>, given: Set<string> = new Set()) {
  const siteSettings: EnvSiteSettings = {
    businessName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    clientLoginUrl: env.CLIENT_LOGIN_URL,
    consultationFormUrl: env.CONSULTATION_FORM_URL,
    newsletterFormUrl: env.NEWSLETTER_FORM_URL,
    socialShortVideoUrl: env.SOCIAL_SHORT_VIDEO_URL,
    socialVideoUrl: env.SOCIAL_VIDEO_URL,
    timeZone: env.SITE_TIME_ZONE,
  };
  const overrides: Partial<EnvSiteSettings> = {};
  for (const [variable, field] of Object.entries(SITE_SETTING_VARIABLES)) {
    if (given.has(variable)) Object.assign(overrides, { [field]: siteSettings[field] });
  }
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL === "" ? null : env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    embeddedDurability: env.EMBEDDED_DB_DURABILITY,
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    secureCookies: env.SITE_URL.startsWith("https:"),
    firstAdmin:
      env.ADMIN_EMAIL === "" ? null : { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    /** Per client address; see docs/decisions/007-visitor-form-abuse.md. */
    rateLimits: { contact: env.RATE_LIMIT_CONTACT, subscribe: env.RATE_LIMIT_SUBSCRIBE },
    logLevel: env.LOG_LEVEL,
    /**
     * The business details the owner edits at /admin/settings. `initial` fills
     * the settings on the first start; a variable that is set also overrides
     * the stored value (see docs/decisions/025-site-settings.md).
     */
    siteSettings: { initial: siteSettings, overrides },
  };
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadEnv(
  overrides: Record<string, string> = {},
  source: Record<string, string | undefined> = process.env,
): Env {
  const defined = Object.fromEntries(
    Object.entries({ ...source, ...overrides }).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(defined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(result.data, new Set(Object.keys(defined)));
}
