import { useEffect, useRef, useState } from "react";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { IDLE_WARNING_BEFORE_MS, SESSION_KEEPING_MESSAGES } from "#rules/admin-form";
import { signInUrl } from "#rules/safe-redirect";
import { requestSignIn } from "./session-keeper";
import { hasUnsavedWork } from "./unsaved-work";

const ACTIVITY_EVENTS = ["mousedown", "mousemove", "keydown", "scroll", "touchstart"] as const;
/** While the admin is active, the server session is renewed at most this often. */
const RENEW_EVERY_MS = 60 * 1000;

/**
 * Signs the admin out after `timeoutMs` without mouse, keyboard, scroll or
 * touch activity. Two minutes before, a notice offers "Stay signed in". At the
 * limit, a page with unsaved typing stays and asks for the password in place;
 * any other page goes to the sign-in page, which shows why.
 */
export function InactivityTimer({ csrfToken, timeoutMs }: { csrfToken: string; timeoutMs: number }) {
  const [warning, setWarning] = useState(false);
  const staySignedIn = useRef<() => void>(() => {});
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warningTimer: ReturnType<typeof setTimeout> | undefined;
    let lastRenewal = Date.now();
    let stopped = false;
    const here = () => `${window.location.pathname}${window.location.search}`;

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(warningTimer);
      setWarning(false);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
    const expire = async () => {
      stop();
      try {
        await fetch(ADMIN_PAGES.signOut, {
          method: "POST",
          headers: { "X-CSRF-Token": csrfToken, "Content-Type": "application/x-www-form-urlencoded" },
          body: "reason=inactivity",
          redirect: "manual",
        });
      } catch {
        // The server ends an idle session by itself as well.
      }
      if (hasUnsavedWork()) void requestSignIn("inactivity");
      else window.location.assign(signInUrl(here(), { expired: true }));
    };
    const renew = async () => {
      try {
        const response = await fetch("/api/admin/session", { headers: { Accept: "application/json" } });
        if (response.status === 401 && !stopped) {
          stop();
          if (hasUnsavedWork()) void requestSignIn("ended");
          else window.location.assign(signInUrl(here()));
        }
      } catch {
        // Offline for a moment: the next activity tries again.
        lastRenewal = 0;
      }
    };
    const restart = () => {
      clearTimeout(timer);
      clearTimeout(warningTimer);
      timer = setTimeout(expire, timeoutMs);
      warningTimer = setTimeout(() => setWarning(true), Math.max(0, timeoutMs - IDLE_WARNING_BEFORE_MS));
    };
    function onActivity(event: Event) {
      if (stopped) return;
      restart();
      // A mouse passing by restarts the clock too, but the notice waits for a deliberate answer.
      if (event.type !== "mousemove" && !notice.current?.contains(event.target as Node)) setWarning(false);
      if (Date.now() - lastRenewal >= RENEW_EVERY_MS) {
        lastRenewal = Date.now();
        void renew();
      }
    }
    staySignedIn.current = () => {
      if (stopped) return;
      restart();
      setWarning(false);
      lastRenewal = Date.now();
      void renew();
    };

    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    restart();
    return stop;
  }, [csrfToken, timeoutMs]);

  if (!warning) return null;
  return (
    <div
      ref={notice}
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent bg-white px-5 py-4 shadow-lg"
    >
      <p className="text-ink">{SESSION_KEEPING_MESSAGES.expiringSoon}</p>
      <button
        type="button"
        onClick={() => staySignedIn.current()}
        className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        {SESSION_KEEPING_MESSAGES.staySignedIn}
      </button>
    </div>
  );
}
