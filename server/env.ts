import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { RateLimit } from "#core/rate-limit/hit-rate-limit";
import { DEMO_ADDRESS, DEMO_PHONE } from "#rules/demo-content";
import type { VisitorRateLimit } from "#rules/form-guard";
import { formatPostalAddress, type SiteSettingsValues } from "#rules/site-settings";
import { socialLinksOfUrls } from "#rules/social-links";

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

const smtpUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    try {
      const url = new URL(value);
      if ((url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "") return url.toString();
    } catch {}
    ctx.addIssue({ code: "custom", message: "must look like smtp://user:password@host:587 or smtps://host:465" });
    return z.NEVER;
  });

/** An address with an optional display name: `owner@example.com` or `"Steady Path" <hello@example.com>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
    return z.email().safeParse(address.trim()).success;
  }, 'must be an email address, optionally with a name: "Name" <address@example.com>');

const portNumber = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535,
    "must be a port number from 0 to 65535, such as 3000 (0 takes any free port)",
  )
  .transform(Number);

/**
 * The site's public address: http(s), at the root of its host. Every page,
 * link and redirect is made for the root; serving the site under a path
 * (https://example.com/coaching/) would take a prefix on each of them.
 */
const publicAddress = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return refuse("must be the site's public address, such as https://coaching.example.com");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      return refuse(
        `must start with https:// or http:// (not ${url.protocol}//), such as https://coaching.example.com`,
      );
    }
    if (url.pathname !== "/" || url.search !== "" || url.hash !== "") {
      return refuse(
        `must be the root of its host, without a path: serve the site at the root of a host of its own (such as https://coaching.example.com), not under ${url.pathname}${url.search}${url.hash}`,
      );
    }
    if (url.username !== "" || url.password !== "") return refuse("must not hold a user name or password");
    return url.origin;
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

/** A site path ("/images/logo.png") or an outside http(s) address. */
const pathOrUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (/^\/(?!\/)/.test(value)) return true;
    try {
      return ["http:", "https:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "must be a path starting with / or an http(s) URL");

/**
 * "127.0.0.1, ::1, 10.0.0.0/8": addresses, or ranges as address/prefix length,
 * separated by commas.
 */
const addressList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [address = "", prefix, ...rest] = entry.split("/");
      const family = isIP(address);
      const prefixOk =
        prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
      if (family === 0 || !prefixOk || rest.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `${entry} is not an IP address or range; list them separated by commas, such as 127.0.0.1, ::1, 10.0.0.0/8`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

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

/** "off", "hourly", "daily", or every n hours as "6h" (1 to 168). */
const backupSchedule = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (value === "off") return null;
    if (value === "hourly") return { everyMs: UNIT_MS.h };
    if (value === "daily") return { everyMs: 24 * UNIT_MS.h };
    const hours = Number(/^(\d{1,3})h$/.exec(value)?.[1]);
    if (hours >= 1 && hours <= 168) return { everyMs: hours * UNIT_MS.h };
    ctx.addIssue({
      code: "custom",
      message: "must be off, hourly, daily, or a number of hours such as 6h (up to 168h)",
    });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: portNumber.prefault("3000"),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
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
    // Without it, the local address on PORT (see toConfig).
    SITE_URL: publicAddress.optional(),
    SITE_TIME_ZONE: timeZone.default("America/New_York"),
    ADMIN_EMAIL: z.string().trim().toLowerCase().default(""),
    ADMIN_PASSWORD: z.string().default(""),
    ADMIN_NAME: z.string().trim().default(""),
    SEED_DEMO: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    TRUSTED_PROXIES: addressList.prefault("127.0.0.1, ::1"),
    RATE_LIMIT_CONTACT: rateLimit.prefault("5/10m"),
    RATE_LIMIT_SUBSCRIBE: rateLimit.prefault("10/10m"),
    RATE_LIMIT_BOOKING: rateLimit.prefault("10/10m"),
    RATE_LIMIT_REGISTRATION: rateLimit.prefault("10/10m"),
    BACKUP_SCHEDULE: backupSchedule.prefault("daily"),
    BACKUP_DIR: z.string().trim().default(""),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    SHUTDOWN_TIMEOUT: z.coerce.number().min(1).max(600).default(10),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CONSULTATION_FORM_URL: optionalUrl.prefault(""),
    NEWSLETTER_FORM_URL: optionalUrl.prefault(""),
    CLIENT_LOGIN_URL: optionalUrl.prefault(""),
    SOCIAL_SHORT_VIDEO_URL: optionalUrl.prefault(""),
    SOCIAL_VIDEO_URL: optionalUrl.prefault(""),
    SUPPORT_EMAIL: z.email().default("support@example.com"),
    SMTP_URL: smtpUrl.prefault(""),
    MAIL_FROM: mailbox.optional(),
    NOTIFY_EMAIL: z.email().optional(),
    NEWSLETTER_DOUBLE_OPT_IN: booleanFlag.optional(),
    // The business's public details, until the owner edits them as site settings.
    BUSINESS_STREET_ADDRESS: z.string().trim().max(200).default(DEMO_ADDRESS.streetAddress),
    BUSINESS_LOCALITY: z.string().trim().max(100).default(DEMO_ADDRESS.addressLocality),
    BUSINESS_REGION: z.string().trim().max(100).default(DEMO_ADDRESS.addressRegion),
    BUSINESS_POSTAL_CODE: z.string().trim().max(20).default(DEMO_ADDRESS.postalCode),
    BUSINESS_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code such as US")
      .transform((value) => value.toUpperCase())
      .default("US"),
    BUSINESS_PHONE: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{7,25}$/, "must be a phone number such as +1-973-555-0142")
      .default(DEMO_PHONE),
    BUSINESS_LOGO_URL: pathOrUrl.default("/images/logo.png"),
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
  const dataDir = path.resolve(env.DATA_DIR);
  const siteUrl = env.SITE_URL ?? localSiteUrl(env.PORT);
  const siteSettings: EnvSiteSettings = {
    businessName: env.SITE_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    clientLoginUrl: env.CLIENT_LOGIN_URL,
    consultationFormUrl: env.CONSULTATION_FORM_URL,
    newsletterFormUrl: env.NEWSLETTER_FORM_URL,
    timeZone: env.SITE_TIME_ZONE,
  };
  const overrides: Partial<EnvSiteSettings> = {};
  for (const [variable, field] of Object.entries(SITE_SETTING_VARIABLES)) {
    if (given.has(variable)) Object.assign(overrides, { [field]: siteSettings[field] });
  }
  const businessAddress = {
    streetAddress: env.BUSINESS_STREET_ADDRESS,
    addressLocality: env.BUSINESS_LOCALITY,
    addressRegion: env.BUSINESS_REGION,
    postalCode: env.BUSINESS_POSTAL_CODE,
    addressCountry: env.BUSINESS_COUNTRY,
  };
  // Phone, address, social profiles and the alert address only start out from the environment.
  const initialSettings = {
    ...siteSettings,
    socialLinks: socialLinksOfUrls([env.SOCIAL_SHORT_VIDEO_URL, env.SOCIAL_VIDEO_URL]),
    phone: env.BUSINESS_PHONE,
    postalAddress: formatPostalAddress(businessAddress),
    notificationEmail: env.NOTIFY_EMAIL ?? "",
  };
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL === "" ? null : env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    embeddedDurability: env.EMBEDDED_DB_DURABILITY,
    siteUrl,
    /** Without SITE_URL the address is this machine's, on the port the server listens on. */
    siteUrlIsLocal: env.SITE_URL === undefined,
    secureCookies: siteUrl.startsWith("https:"),
    firstAdmin:
      env.ADMIN_EMAIL === "" ? null : { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    /** With trustProxy, the peers whose X-Forwarded-For names the visitor; see server/client-address.ts. */
    trustedProxies: env.TRUSTED_PROXIES,
    /** Per client address; see docs/decisions/007-visitor-form-abuse.md. */
    rateLimits: {
      contact: env.RATE_LIMIT_CONTACT,
      subscribe: env.RATE_LIMIT_SUBSCRIBE,
      booking: env.RATE_LIMIT_BOOKING,
      registration: env.RATE_LIMIT_REGISTRATION,
    } satisfies Record<VisitorRateLimit, RateLimit>,
    logLevel: env.LOG_LEVEL,
    /** Outgoing mail; see docs/decisions/019-mail-outbox.md. */
    mail: {
      /** Null: mail is kept in the outbox as held until a mail server is configured. */
      smtpUrl: env.SMTP_URL,
      configured: env.SMTP_URL !== null,
      siteUrl,
      /** MAIL_FROM, else null: the sender is made from the saved settings (server/mail/mail-sender.ts). */
      from: env.MAIL_FROM ?? null,
      /** Where owner alerts go; null means every admin's address. */
      notifyEmail: env.NOTIFY_EMAIL ?? null,
      /** The host that ends every Message-ID this site sends. */
      messageIdDomain: new URL(siteUrl).hostname,
      newsletterDoubleOptIn: env.NEWSLETTER_DOUBLE_OPT_IN ?? env.SMTP_URL !== null,
    },
    /** Automatic backups; see docs/decisions/022-backups-and-running-several-instances.md. */
    backups: {
      /** Null when automatic backups are off. */
      schedule: env.BACKUP_SCHEDULE,
      dir: env.BACKUP_DIR === "" ? path.join(dataDir, "backups") : path.resolve(env.BACKUP_DIR),
      keep: env.BACKUP_KEEP,
    },
    /** How long requests in flight may take to finish after SIGTERM. */
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT * 1000,
    /**
     * The business details the owner edits at /admin/settings. `initial` fills
     * the settings on the first start; a variable that is set also overrides
     * the stored value (see docs/decisions/025-site-settings.md).
     */
    siteSettings: { initial: initialSettings, overrides },
    /**
     * Read through loadBusinessDetails. Phone and street address are site
     * settings; these structured parts describe the address the environment gave.
     */
    business: {
      logoUrl: env.BUSINESS_LOGO_URL,
      address: businessAddress,
    },
  };
}

function localSiteUrl(port: number) {
  return `http://localhost:${port}`;
}

/**
 * Once the server listens: with PORT=0 the system chose the port, and the
 * site's local address (without SITE_URL) names the one it got.
 */
export function settleListeningPort(config: Env, port: number) {
  if (!config.siteUrlIsLocal || config.port === port) return;
  config.siteUrl = localSiteUrl(port);
  config.mail.siteUrl = config.siteUrl;
}

/**
 * Reads `.env` from the working folder into the environment when there is
 * one; variables already set in the environment win. Returns the file read.
 */
export function loadEnvFile(folder = process.cwd()): string | null {
  const file = path.join(folder, ".env");
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new ConfigError(`Cannot read the settings file ${file}: ${(error as Error).message}`);
  }
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
    // One line for each bad variable, naming it.
    const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(lines.join("\n"));
  }
  return toConfig(result.data, new Set(Object.keys(defined)));
}

/** Where the configured database is, as `openDatabase` takes it: PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR. */
export function databaseLocation(config: Env) {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, durability: config.embeddedDurability };
}
