import { Link, useLocation, useNavigate } from "react-router";
import { AdminTable, actionLinkClass, Badge, dangerButtonClass } from "#app/components/admin/admin-table";
import type { RowAction } from "#app/components/admin/confirmed-row-action";
import { formatAdminDate } from "#app/lib/format";
import type { InboxRow } from "#core/contact-messages/list-contact-messages";
import {
  deleteMessageConfirmation,
  INBOX_MESSAGES,
  MESSAGE_PRIORITY_LABELS,
  MESSAGE_STATUS_LABELS,
  messagePreview,
  replyMailto,
} from "#rules/contact-inbox";

const STATUS_TONE = { unread: "accent", read: "neutral", replied: "brand", archived: "neutral" } as const;
const PRIORITY_TONE = { low: "neutral", normal: "neutral", high: "accent", urgent: "accent" } as const;

/** The address that opens a message in the Message Details modal, keeping the list's search and filters. */
export function useMessageHref() {
  const location = useLocation();
  return (id: string | null) => {
    const params = new URLSearchParams(location.search);
    if (id) params.set("message", id);
    else params.delete("message");
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
}

export function InboxTable({
  rows,
  timeZone,
  remove,
  mailConfigured,
}: {
  rows: InboxRow[];
  timeZone: string;
  remove: RowAction;
  /** With email set up, Reply opens the reply form in the modal; otherwise it is a mailto: link. */
  mailConfigured: boolean;
}) {
  const navigate = useNavigate();
  const messageHref = useMessageHref();
  return (
    <AdminTable
      headings={["Contact", "Subject & Message", "Status", "Priority", "Received", "Actions"]}
      widthClass="min-w-[56rem]"
    >
      {rows.map((row) => (
        <tr
          key={row.id}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a, button, dialog")) return;
            navigate(messageHref(row.id), { preventScrollReset: true });
          }}
          className={`cursor-pointer hover:bg-paper ${row.status === "unread" ? "font-semibold" : ""}`}
        >
          <td className="px-4 py-3 align-top">
            <p className="text-ink">{row.name}</p>
            <p className="font-normal text-ink-soft">{row.email}</p>
          </td>
          <td className="max-w-md px-4 py-3 align-top">
            <p className="text-ink">{row.subject || INBOX_MESSAGES.noSubject}</p>
            <p className="font-normal break-words text-ink-soft">{messagePreview(row.messageStart)}</p>
          </td>
          <td className="px-4 py-3 align-top">
            <Badge tone={STATUS_TONE[row.status]}>{MESSAGE_STATUS_LABELS[row.status]}</Badge>
          </td>
          <td className="px-4 py-3 align-top">
            <Badge tone={PRIORITY_TONE[row.priority]}>{MESSAGE_PRIORITY_LABELS[row.priority]}</Badge>
          </td>
          <td className="px-4 py-3 align-top font-normal whitespace-nowrap text-ink-soft">
            {formatAdminDate(row.createdAt, timeZone)}
          </td>
          <td className="px-4 py-3 align-top">
            <div className="flex gap-2 whitespace-nowrap">
              <Link
                to={messageHref(row.id)}
                preventScrollReset
                aria-label={`View message from ${row.name}`}
                className={actionLinkClass}
              >
                View
              </Link>
              {mailConfigured ? (
                <Link
                  to={`${messageHref(row.id)}&reply=1`}
                  preventScrollReset
                  aria-label={`Reply to ${row.name} by email`}
                  className={actionLinkClass}
                >
                  Reply
                </Link>
              ) : (
                <a href={replyMailto(row)} aria-label={`Reply to ${row.name} by email`} className={actionLinkClass}>
                  Reply
                </a>
              )}
              <button
                type="button"
                aria-label={`Delete message from ${row.name}`}
                disabled={remove.busy}
                onClick={() =>
                  remove.ask({
                    message: deleteMessageConfirmation(row.name),
                    fields: { intent: "delete", id: row.id },
                  })
                }
                className={dangerButtonClass}
              >
                Delete
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
