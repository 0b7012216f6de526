import { useEffect, useId } from "react";
import { useLocation, useRevalidator } from "react-router";
import { formatAdminDate } from "#app/lib/format";
import type { NewsletterProgress } from "#core/newsletter/get-newsletter-progress";

const POLL_MS = 3000;

/**
 * Where the sending of an issue stands: a progress bar, the counts, and each
 * failure with the mail server's answer. While copies are waiting the page
 * reloads its data every few seconds (with scripts; "Refresh" without).
 */
export function SendProgress({ progress, timeZone }: { progress: NewsletterProgress; timeZone: string }) {
  const headingId = useId();
  const barId = useId();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const running = progress.waiting > 0;
  const handled = progress.total - progress.waiting;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  const counts = [
    ["Waiting to be sent", progress.waiting],
    ["Sent", progress.sent],
    ["Failed", progress.failed],
    ["Not sent: address suppressed", progress.suppressed],
    ["Not sent: unsubscribed meanwhile", progress.unsubscribed],
  ] as const;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {running ? "Sending" : "Sending finished"}
      </h2>
      <label htmlFor={barId} className="mt-4 block font-semibold">
        {`${handled.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} copies handled`}
      </label>
      <progress id={barId} value={handled} max={Math.max(progress.total, 1)} className="mt-2 h-4 w-full" />
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:max-w-md" aria-live="polite">
        {counts.map(([label, count]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{count.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {progress.held > 0 ? (
        <p className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-ink">
          No mail server is set up, so {progress.held.toLocaleString("en-US")} copies are waiting in the Outbox. They
          are sent once one is configured.
        </p>
      ) : null}
      {running ? (
        <p className="mt-4 text-sm text-ink-soft">
          This page updates itself every few seconds.{" "}
          <a href={pathname} className="font-semibold text-brand underline">
            Refresh
          </a>
        </p>
      ) : null}
      {progress.failures.length > 0 ? (
        <div className="mt-6">
          <h3 className="font-display text-xl font-bold">Failed addresses</h3>
          <p className="mt-1 text-sm text-ink-soft">Each with the mail server's answer.</p>
          <ul className="mt-3 space-y-3">
            {progress.failures.map((failure) => (
              <li key={`${failure.email}-${String(failure.at)}`} className="rounded-lg border border-line p-3">
                <p className="font-semibold break-all">{failure.email}</p>
                <p className="mt-1 text-sm break-words">{failure.error || "No answer recorded"}</p>
                <p className="mt-1 text-xs text-ink-soft">{formatAdminDate(failure.at, timeZone)}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
