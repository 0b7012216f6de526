import { ADMIN_HOME_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from "./admin-gate-paths";

const FALLBACK = ADMIN_HOME_PATH;
const BASE = "http://this.site";

/**
 * Where to go after sign-in: only a path on this site, else /admin. Refuses
 * anything a browser could read as another host: `//host`, `/\host`, schemes,
 * and control characters that browsers strip before resolving. The check is
 * made on the normalised URL, because dot segments (`/.//host`, `/%2e//host`)
 * collapse into `//host` only once resolved.
 */
export function safeRedirectTarget(target: FormDataEntryValue | string | null | undefined): string {
  if (typeof target !== "string" || target === "") return FALLBACK;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return FALLBACK;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return FALLBACK;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE || !isPlainPath(url.pathname)) return FALLBACK;
    if (url.pathname === SIGN_IN_PATH || url.pathname === SIGN_OUT_PATH) return FALLBACK;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    // What the browser will resolve the Location header to must be this very path.
    const resolved = new URL(normalised, BASE);
    return resolved.origin === BASE && resolved.pathname === url.pathname ? normalised : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

function isPlainPath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !/^\/(\\|%5c)/i.test(pathname);
}

/** The sign-in page's address that brings the admin back to `path` afterwards. */
export function signInUrl(path: string, { expired = false }: { expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const target = safeRedirectTarget(path);
  if (target !== FALLBACK) params.set("redirectTo", target);
  if (expired) params.set("expired", "1");
  const query = params.toString();
  return query ? `${SIGN_IN_PATH}?${query}` : SIGN_IN_PATH;
}
