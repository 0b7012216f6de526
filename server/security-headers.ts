import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Env } from "./env";

function originOf(url: string | null): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * Headers every response carries. Scripts need the per-response nonce; styles
 * allow inline attributes because server-rendered React emits style="...".
 */
export function securityHeaders(config: Env) {
  const formOrigins = [
    ...originOf(config.publicLinks.consultationFormUrl),
    ...originOf(config.publicLinks.newsletterFormUrl),
  ];
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
          // Hero images may be linked by http or https address (admin spec 3); https pages upgrade them.
          imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: formOrigins.length > 0 ? formOrigins : ["'none'"],
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
