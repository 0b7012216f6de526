import type { Env } from "./env";

type UrlConfig = Pick<Env, "siteUrl" | "trustProxy">;

const PROTOCOLS = new Set(["http", "https"]);
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

function firstValue(header: string | null): string | null {
  return header?.split(",")[0]?.trim() || null;
}

/**
 * The address the visitor's browser used for this request, which is what the
 * page router compares a form post's Origin with. Behind a TLS-terminating
 * proxy the server itself only sees `http://` and the proxy's choice of Host:
 * with TRUST_PROXY the proxy's X-Forwarded-Proto and X-Forwarded-Host say
 * which (SITE_URL fills in either one it does not send); without it, a request
 * for SITE_URL's host is taken to have come over SITE_URL's scheme.
 */
export function publicUrl(request: Request, config: UrlConfig): URL {
  const url = new URL(request.url);
  const site = new URL(config.siteUrl);
  const at = (protocol: string, host: string) => {
    const origin = new URL(`${protocol}//${host}`);
    const moved = new URL(url.href);
    moved.protocol = origin.protocol;
    moved.hostname = origin.hostname;
    moved.port = origin.port;
    return moved;
  };
  if (config.trustProxy) {
    const proto = firstValue(request.headers.get("x-forwarded-proto"))?.toLowerCase();
    const host = firstValue(request.headers.get("x-forwarded-host"));
    return at(proto && PROTOCOLS.has(proto) ? `${proto}:` : site.protocol, host && HOST.test(host) ? host : site.host);
  }
  return url.host === site.host ? at(site.protocol, url.host) : url;
}

/** The request as the page router should see it: the same, at its public address. */
export function withPublicUrl(request: Request, config: UrlConfig): Request {
  const url = publicUrl(request, config);
  return url.href === request.url ? request : new Request(url, request);
}
