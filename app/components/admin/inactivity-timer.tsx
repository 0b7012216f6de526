import { useEffect } from "react";
import { signInUrl } from "#rules/safe-redirect";

const ACTIVITY_EVENTS = ["mousedown", "mousemove", "keydown", "scroll", "touchstart"] as const;
/** While the admin is active, the server session is renewed at most this often. */
const RENEW_EVERY_MS = 60 * 1000;

/**
 * Signs the admin out after `timeoutMs` without mouse, keyboard, scroll or
 * touch activity, and brings them to the sign-in page, which shows why.
 */
export function InactivityTimer({ csrfToken, timeoutMs }: { csrfToken: string; timeoutMs: number }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRenewal = Date.now();
    let stopped = false;
    const here = () => `${window.location.pathname}${window.location.search}`;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
    const expire = async () => {
      stop();
      try {
        await fetch("/admin/logout", {
          method: "POST",
          headers: { "X-CSRF-Token": csrfToken, "Content-Type": "application/x-www-form-urlencoded" },
          body: "reason=inactivity",
          redirect: "manual",
        });
      } catch {
        // The server ends an idle session by itself as well.
      }
      window.location.assign(signInUrl(here(), { expired: true }));
    };
    const renew = async () => {
      try {
        const response = await fetch("/api/admin/session", { headers: { Accept: "application/json" } });
        if (response.status === 401 && !stopped) {
          stop();
          window.location.assign(signInUrl(here()));
        }
      } catch {
        // Offline for a moment: the next activity tries again.
        lastRenewal = 0;
      }
    };
    function onActivity() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(expire, timeoutMs);
      if (Date.now() - lastRenewal >= RENEW_EVERY_MS) {
        lastRenewal = Date.now();
        void renew();
      }
    }

    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    timer = setTimeout(expire, timeoutMs);
    return stop;
  }, [csrfToken, timeoutMs]);

  return null;
}
