import { Link, useLocation, useNavigate } from "react-router";
import { AdminTable, actionLinkClass, Badge, dangerButtonClass } from "#app/components/admin/admin-table";
import type { RowAction } from "#app/components/admin/confirmed-row-action";
import { formatAdminDate, formatAdminTime } from "#app/lib/format";
import type { InboxRow } from "#core/contact-messages/list-contact-messages";
import {
  deleteMessageConfirmation,
  INBOX_MESSAGES,
  MESSAGE_PRIORITY_LABELS,
  MESSAGE_STATUS_LABELS,
  markRepliedQuestion,
  messagePreview,
  replyMailto,
} from "#rules/contact-inbox";
import { INBOX_BULK_FORM } from "./inbox-bulk-actions";

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

/** Which rows are ticked for the bulk actions, kept by the inbox screen. */
export type RowSelection = { selected: ReadonlySet<string>; set: (ids: ReadonlySet<string>) => void };

const checkboxClass = "size-4 accent-brand";

/** After the mail program was opened for a reply: ask whether to mark the message replied (unless it is). */
export function askMarkReplied(markReplied: RowAction, message: { id: string; name: string; status: string }) {
  if (message.status === "replied") return;
  markReplied.ask({ message: markRepliedQuestion(message.name), fields: { intent: "markReplied", id: message.id } });
}

export function InboxTable({
  rows,
  timeZone,
  remove,
  markReplied,
  selection,
  mailConfigured,
}: {
  rows: InboxRow[];
  timeZone: string;
  remove: RowAction;
  /** Asks, after the mailto: Reply was chosen, whether to mark the message replied. */
  markReplied: RowAction;
  selection: RowSelection;
  /** With email set up, Reply opens the reply form in the modal; otherwise it is a mailto: link. */
  mailConfigured: boolean;
}) {
  const navigate = useNavigate();
  const messageHref = useMessageHref();
  const { selected, set } = selection;
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    set(next);
  };
  return (
    <AdminTable
      headings={["Contact", "Subject & Message", "Status", "Priority", "Received", "Actions"]}
      leadingHeading={
        <input
          type="checkbox"
          aria-label="Select all messages on this page"
          checked={allSelected}
          onChange={(event) => set(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
          className={checkboxClass}
        />
      }
      widthClass="min-w-[60rem]"
      // The subject and message take what the short columns leave (decision 060).
      columnWidths={["w-48", "", "w-28", "w-24", "w-28", "w-44"]}
    >
      {rows.map((row) => (
        <tr
          key={row.id}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a, button, dialog, input, label")) return;
            navigate(messageHref(row.id), { preventScrollReset: true });
          }}
          className={`cursor-pointer hover:bg-paper ${row.status === "unread" ? "font-semibold" : ""}`}
        >
          <td className="px-4 py-3 align-top">
            <input
              type="checkbox"
              name="ids"
              value={row.id}
              form={INBOX_BULK_FORM}
              aria-label={`Select message from ${row.name}`}
              checked={selected.has(row.id)}
              onChange={(event) => toggle(row.id, event.target.checked)}
              className={checkboxClass}
            />
          </td>
          <td className="px-4 py-3 align-top">
            <p className="text-ink md:truncate">{row.name}</p>
            <p className="font-normal text-ink-soft md:truncate" title={row.email}>
              {row.email}
            </p>
          </td>
          <td className="px-4 py-3 align-top">
            <p className="text-ink md:truncate">{row.subject || INBOX_MESSAGES.noSubject}</p>
            <p className="font-normal break-words text-ink-soft line-clamp-2">{messagePreview(row.messageStart)}</p>
          </td>
          <td className="px-4 py-3 align-top">
            <Badge tone={STATUS_TONE[row.status]}>{MESSAGE_STATUS_LABELS[row.status]}</Badge>
          </td>
          <td className="px-4 py-3 align-top">
            <Badge tone={PRIORITY_TONE[row.priority]}>{MESSAGE_PRIORITY_LABELS[row.priority]}</Badge>
          </td>
          <td className="px-4 py-3 align-top font-normal whitespace-nowrap text-ink-soft">
            {formatAdminDate(row.createdAt, timeZone, false)}
            <span className="block">{formatAdminTime(row.createdAt, timeZone)}</span>
          </td>
          <td className="px-4 py-3 align-top">
            <div className="flex flex-wrap gap-2 whitespace-nowrap">
              <Link
                to={messageHref(row.id)}
                preventScrollReset
                aria-label={`View message from ${row.name}`}
                data-opens-message={row.id}
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
                <a
                  href={replyMailto(row)}
                  aria-label={`Reply to ${row.name} by email`}
                  onClick={() => askMarkReplied(markReplied, row)}
                  className={actionLinkClass}
                >
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
