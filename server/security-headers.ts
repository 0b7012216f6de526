import type { MiddlewareHandler } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";
import { originOf } from "#rules/site-settings";
import type { Env } from "./env";
import type { SiteSettingsSnapshot } from "./site-settings-snapshot";

/**
 * Headers every response carries. Scripts need the per-response nonce; styles
 * allow inline attributes because server-rendered React emits style="...".
 * A page whose address holds a secret (a password reset or newsletter link)
 * sends `Referrer-Policy: same-origin` itself, and keeps it: no other site
 * sees the address, while the page's own form posts still carry its Origin
 * (under `no-referrer` a browser sends `Origin: null`, which the site refuses
 * as a post from elsewhere). Stored images (`/media/*`) may be read from any
 * origin, since emails show them.
 */
export function securityHeaders(
  config: Env,
  siteSettings: SiteSettingsSnapshot,
): MiddlewareHandler<{ Variables: SecureHeadersVariables }> {
  const headers = siteHeaders(config, siteSettings);
  return async (c, next) => {
    let pagePolicy: string | null = null;
    await headers(c, async () => {
      await next();
      pagePolicy = c.res.headers.get("Referrer-Policy");
    });
    if (pagePolicy === "same-origin") c.res.headers.set("Referrer-Policy", pagePolicy);
    // Images an email shows are read by mail programs and web mail on other
    // origins, and by the back office's preview in a sandboxed (opaque-origin)
    // frame: media is readable from anywhere; everything else stays same-origin.
    if (c.req.path.startsWith("/media/")) c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  };
}

function siteHeaders(config: Env, siteSettings: SiteSettingsSnapshot) {
  // The embedded forms' addresses are site settings the owner may change at any time.
  const frameSources = () => {
    const { consultationFormUrl, newsletterFormUrl } = siteSettings.current();
    const origins = [originOf(consultationFormUrl), originOf(newsletterFormUrl)].filter(Boolean);
    return origins.length > 0 ? [...new Set(origins)].join(" ") : "'none'";
  };
  const development = config.mode === "development";
  return secureHeaders({
    contentSecurityPolicy: development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", NONCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Hero images may be linked by http or https address (Add from URL). An https site
          // upgrades an http address before it is checked, so only a site served over http lists http:.
          imgSrc: ["'self'", "data:", "blob:", "https:", ...(config.secureCookies ? [] : ["http:"])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: [frameSources],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
    strictTransportSecurity: config.secureCookies ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
