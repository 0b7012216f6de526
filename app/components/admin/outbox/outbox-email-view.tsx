import { Link } from "react-router";
import { formatAdminDate } from "#app/lib/format";
import type { OutboxEmailDetails } from "#core/outbox/get-outbox-email";
import { outboxEventLabel, retryLabel } from "#rules/outbox";
import { OutboxStatusBadge } from "./outbox-status-badge";
import { type OutboxRetry, RetryButton } from "./retry-button";

/**
 * One email as it was (or will be) sent: its envelope, the plain-text part, and
 * the HTML part in a sandboxed frame, where it can run nothing and reach nothing.
 */
export function OutboxEmailView({
  email,
  timeZone,
  closeHref,
  returnTo,
  retry,
}: {
  retry: OutboxRetry;
  email: OutboxEmailDetails;
  timeZone: string;
  closeHref: string;
  returnTo: string;
}) {
  const facts: [string, string][] = [
    ["To", email.toAddress],
    ...(email.replyTo ? ([["Reply-To", email.replyTo]] as [string, string][]) : []),
    ["Why", outboxEventLabel(email.event)],
    ["Written", formatAdminDate(email.createdAt, timeZone)],
    ["Attempts", String(email.attempts)],
    ...(email.sentAt ? ([["Sent", formatAdminDate(email.sentAt, timeZone)]] as [string, string][]) : []),
    ...(email.status === "queued" && email.attempts > 0
      ? ([["Next attempt", formatAdminDate(email.nextAttemptAt, timeZone)]] as [string, string][])
      : []),
    ...(email.messageId ? ([["Message-ID", email.messageId]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="outbox-email-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="outbox-email-heading" className="font-display text-2xl font-bold break-words">
            {email.subject}
          </h2>
          <p className="mt-1">
            <OutboxStatusBadge status={email.status} />
          </p>
        </div>
        <div className="flex gap-2">
          {email.status === "failed" ? (
            <RetryButton id={email.id} label={retryLabel(email.toAddress)} returnTo={returnTo} retry={retry} />
          ) : null}
          <Link to={closeHref} preventScrollReset className="font-semibold text-brand underline underline-offset-4">
            Close
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className="break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {email.lastError ? (
        <p className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-sm text-ink">
          <strong>Last error:</strong> {email.lastError}
        </p>
      ) : null}
      {email.attachments.length > 0 ? (
        <p className="mt-4 text-sm text-ink">
          <strong>Attachments:</strong>{" "}
          {email.attachments.map((attachment) => `${attachment.filename} (${attachment.byteSize} bytes)`).join(", ")}
        </p>
      ) : null}
      <h3 className="mt-6 font-semibold text-ink">Text version</h3>
      <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-paper px-4 py-3 text-sm break-words whitespace-pre-wrap text-ink">
        {email.textBody}
      </pre>
      {email.htmlBody ? (
        <>
          <h3 className="mt-6 font-semibold text-ink">HTML version</h3>
          <iframe
            title="HTML version of the email"
            sandbox=""
            srcDoc={email.htmlBody}
            className="mt-2 h-[32rem] w-full rounded-lg border border-line bg-white"
          />
        </>
      ) : null}
    </section>
  );
}
