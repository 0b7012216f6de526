import { Form, Link, useLocation, useSubmit } from "react-router";
import { AdminTable, actionLinkClass } from "#app/components/admin/admin-table";
import { EmptyState, Pagination, StatCards } from "#app/components/admin/list-controls";
import type { OutboxData } from "#app/lib/admin-outbox.server";
import { formatAdminDate } from "#app/lib/format";
import { OUTBOX_STATUSES } from "#rules/allowed-values";
import { mailNotSetUpNotice, OUTBOX_MESSAGES, OUTBOX_STATUS_LABELS, outboxEventLabel, retryLabel } from "#rules/outbox";
import { NewsletterLine } from "./newsletter-line";
import { OutboxEmailView } from "./outbox-email-view";
import { OutboxStatusBadge } from "./outbox-status-badge";
import { RetryButton, useOutboxRetry } from "./retry-button";

/** Every email the site sent or will send: counts, a status filter, the list, and the email opened from it. */
export function OutboxScreen({ data }: { data: OutboxData }) {
  const location = useLocation();
  const submit = useSubmit();
  const retry = useOutboxRetry();
  const here = `${location.pathname}${location.search}`;
  const params = new URLSearchParams(location.search);
  params.delete("email");
  const listHref = `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;
  const openHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("email", id);
    return `?${next}`;
  };

  return (
    <>
      {!data.mailConfigured && data.counts.waiting > 0 ? (
        <div role="status" className="mb-6 rounded-xl border border-accent/40 bg-accent-light px-4 py-3 text-ink">
          <p className="font-semibold">{mailNotSetUpNotice(data.counts.waiting)}</p>
          <p className="mt-1 text-sm">
            Nothing is lost: they go out as soon as the site is started with a mail server (the SMTP_URL setting).
          </p>
        </div>
      ) : null}
      <StatCards
        stats={[
          { label: "Waiting", value: data.counts.waiting },
          { label: "Sent", value: data.counts.sent },
          { label: "Failed", value: data.counts.failed },
          { label: "Held", value: data.counts.held },
        ]}
      />
      {data.open ? (
        <OutboxEmailView
          email={data.open}
          timeZone={data.timeZone}
          closeHref={listHref}
          returnTo={here}
          retry={retry}
        />
      ) : null}
      {data.openMissing ? (
        <p role="alert" className="mt-6 rounded-lg bg-accent-light px-4 py-3 font-semibold text-ink">
          {OUTBOX_MESSAGES.notFound}
        </p>
      ) : null}
      <Form
        method="get"
        onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <label className="text-sm font-semibold text-ink">
          Status
          <select
            name="status"
            defaultValue={data.query.status ?? "all"}
            className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-base text-ink"
          >
            <option value="all">All</option>
            {OUTBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {OUTBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full border border-line bg-white px-5 py-2 font-semibold text-ink">
          Show
        </button>
      </Form>
      <div className="mt-4">
        {data.emails.rows.length === 0 ? (
          <EmptyState title={OUTBOX_MESSAGES.emptyTitle} hint={OUTBOX_MESSAGES.emptyHint} />
        ) : (
          <AdminTable
            caption="Emails"
            headings={["To", "Subject", "Why", "Status", "Attempts", "Written", "Actions"]}
            widthClass="min-w-[56rem]"
          >
            {data.emails.rows.map((email) =>
              email.kind === "newsletter" ? (
                <NewsletterLine key={email.id} issue={email} timeZone={data.timeZone} />
              ) : (
                <tr key={email.id}>
                  <td className="px-4 py-3 break-all text-ink">{email.toAddress}</td>
                  <td className="px-4 py-3 font-semibold text-ink">{email.subject}</td>
                  <td className="px-4 py-3 text-ink-soft">{outboxEventLabel(email.event)}</td>
                  <td className="px-4 py-3">
                    <OutboxStatusBadge status={email.status} />
                  </td>
                  <td className="px-4 py-3 text-ink">{email.attempts}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-soft">
                    {formatAdminDate(email.createdAt, data.timeZone)}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-2 whitespace-nowrap">
                      <Link
                        to={openHref(email.id)}
                        preventScrollReset
                        aria-label={`View email to ${email.toAddress}: ${email.subject}`}
                        className={actionLinkClass}
                      >
                        View
                      </Link>
                      {email.status === "failed" ? (
                        <RetryButton id={email.id} label={retryLabel(email.toAddress)} returnTo={here} retry={retry} />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ),
            )}
          </AdminTable>
        )}
        <Pagination page={data.emails.page} pageCount={data.emails.pageCount} total={data.emails.total} />
      </div>
    </>
  );
}
