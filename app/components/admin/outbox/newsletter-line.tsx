import { Link } from "react-router";
import { actionLinkClass } from "#app/components/admin/admin-table";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { formatAdminDate } from "#app/lib/format";
import type { OutboxIssueRow } from "#core/outbox/list-outbox-emails";
import { subscriberCount } from "#rules/newsletter";
import { OUTBOX_STATUS_LABELS, outboxEventLabel } from "#rules/outbox";

/**
 * A newsletter issue in the Outbox: one line for all its copies, with how many
 * wait, went, failed or were not sent, and a link to the issue's progress,
 * where each failure is listed with the mail server's answer.
 */
export function NewsletterLine({ issue, timeZone }: { issue: OutboxIssueRow; timeZone: string }) {
  const { counts } = issue;
  const figures: [string, number][] = [
    [OUTBOX_STATUS_LABELS.queued, counts.queued + counts.sending],
    ...(counts.held > 0 ? [[OUTBOX_STATUS_LABELS.held, counts.held] as [string, number]] : []),
    [OUTBOX_STATUS_LABELS.sent, counts.sent],
    [OUTBOX_STATUS_LABELS.failed, counts.failed],
    [OUTBOX_STATUS_LABELS.cancelled, counts.cancelled],
  ];
  return (
    <tr>
      <td className="px-4 py-3 text-ink">{subscriberCount(counts.total)}</td>
      <td className="px-4 py-3 font-semibold text-ink">{issue.subject}</td>
      <td className="px-4 py-3 text-ink-soft">{outboxEventLabel("newsletter.issue")}</td>
      <td className="px-4 py-3">
        <ul className="text-sm text-ink">
          {figures.map(([label, count]) => (
            <li
              key={label}
              className={`whitespace-nowrap ${label === OUTBOX_STATUS_LABELS.failed && count > 0 ? "font-semibold" : ""}`}
            >
              {`${label}: `}
              <span className="tabular-nums">{count.toLocaleString("en-US")}</span>
            </li>
          ))}
        </ul>
      </td>
      <td className="px-4 py-3" />
      <td className="px-4 py-3 whitespace-nowrap text-ink-soft">{formatAdminDate(issue.startedAt, timeZone)}</td>
      <td className="px-4 py-3">
        <Link
          to={ADMIN_PATHS.newsletter.edit(issue.id)}
          aria-label={`Progress of the newsletter "${issue.subject}"`}
          className={`${actionLinkClass} whitespace-nowrap`}
        >
          Progress
        </Link>
      </td>
    </tr>
  );
}
