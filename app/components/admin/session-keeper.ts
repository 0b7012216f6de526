import { SIGN_IN_MESSAGES } from "#rules/sign-in";

/**
 * Keeps a back-office page's work when its session ends under it (signed out
 * in another tab, or the idle limit reached): a write the server refuses for
 * that reason waits while the sign-in dialog asks for the password, then is
 * sent again with the new session's CSRF token. Every form, fetcher and script
 * of the back office goes through `window.fetch`, so one wrapper serves them
 * all (decision 032).
 */

export type SignInReason = "ended" | "inactivity";

type Waiting = { reason: SignInReason; promise: Promise<string>; resolve: (csrfToken: string) => void };

let waiting: Waiting | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeToSignIn(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Why the sign-in dialog is open, or null while it is closed. */
export function signInReason(): SignInReason | null {
  return waiting?.reason ?? null;
}

/** Opens the sign-in dialog (once for any number of callers); resolves with the new CSRF token. */
export function requestSignIn(reason: SignInReason): Promise<string> {
  if (!waiting) {
    let resolve: (csrfToken: string) => void = () => {};
    const promise = new Promise<string>((done) => {
      resolve = done;
    });
    waiting = { reason, promise, resolve };
    notify();
  }
  return waiting.promise;
}

/** The dialog's sign-in succeeded: everything waiting for it carries on. */
export function finishSignIn(csrfToken: string) {
  const done = waiting;
  waiting = null;
  notify();
  done?.resolve(csrfToken);
}

/** The current session's CSRF token, or null when there is no session (any more). */
export async function currentCsrfToken(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher("/api/admin/session", { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
    return typeof token === "string" ? token : null;
  } catch {
    return null;
  }
}

const ADMIN_PATH = /^\/(?:api\/)?admin(?:[/.]|$)/i;
// Pages a signed-out admin uses: their refusals are answers, not an ended session.
const SIGN_IN_PATH = /^\/admin\/(?:login|logout|forgot-password|reset-password|setup|invite)(?:[/.]|$)/i;

function isAdminWrite(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (input instanceof Request) return false;
  const method = (init?.method ?? "GET").toUpperCase();
  if (method === "GET" || method === "HEAD") return false;
  const url = new URL(String(input), window.location.href);
  return url.origin === window.location.origin && ADMIN_PATH.test(url.pathname) && !SIGN_IN_PATH.test(url.pathname);
}

/** The same request with the new CSRF token, in the header the gate reads first and in the form field. */
function withCsrfToken(init: RequestInit | undefined, csrfToken: string): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set("X-CSRF-Token", csrfToken);
  let body = init?.body;
  if (body instanceof FormData && body.has("csrf")) {
    const copy = new FormData();
    for (const [name, value] of body) copy.append(name, value);
    copy.set("csrf", csrfToken);
    body = copy;
  } else if (body instanceof URLSearchParams && body.has("csrf")) {
    body = new URLSearchParams(body);
    body.set("csrf", csrfToken);
  }
  return { ...init, headers, body };
}

async function refusedForSession(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  // A token of an older session: the admin may have signed in again in another tab.
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (body as { error?: unknown } | null)?.error === SIGN_IN_MESSAGES.invalidCsrfToken;
}

/** `fetch` that holds a back-office write refused for an ended session until the admin has signed in again. */
export function keepSessionFetch(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (!isAdminWrite(input, init) || !(await refusedForSession(response))) return response;
    const csrfToken = (await currentCsrfToken(base)) ?? (await requestSignIn("ended"));
    return base(input, withCsrfToken(init, csrfToken));
  };
}
