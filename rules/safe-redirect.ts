const FALLBACK = "/admin";

/**
 * Where to go after sign-in: only a path on this site, else /admin. Refuses
 * anything a browser could read as another host: `//host`, `/\host`, schemes,
 * and control characters that browsers strip before resolving.
 */
export function safeRedirectTarget(target: FormDataEntryValue | string | null | undefined): string {
  if (typeof target !== "string" || target === "") return FALLBACK;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return FALLBACK;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return FALLBACK;
  try {
    const base = "http://this.site";
    const url = new URL(target, base);
    if (url.origin !== base) return FALLBACK;
    if (url.pathname === "/admin/login" || url.pathname === "/admin/logout") return FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return FALLBACK;
  }
}

/** The sign-in page's address that brings the admin back to `path` afterwards. */
export function signInUrl(path: string, { expired = false }: { expired?: boolean } = {}): string {
  const params = new URLSearchParams();
  const target = safeRedirectTarget(path);
  if (target !== FALLBACK) params.set("redirectTo", target);
  if (expired) params.set("expired", "1");
  const query = params.toString();
  return query ? `/admin/login?${query}` : "/admin/login";
}
