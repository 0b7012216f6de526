import { useEffect, useState } from "react";
import { useConfirmedRowAction } from "#app/components/admin/confirmed-row-action";
import { EmptyState, ListFilters, Pagination, StatCards, statusOptions } from "#app/components/admin/list-controls";
import type { InboxData } from "#app/lib/admin-inbox.server";
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from "#rules/allowed-values";
import { INBOX_MESSAGES, MESSAGE_PRIORITY_LABELS, MESSAGE_STATUS_LABELS } from "#rules/contact-inbox";
import { InboxBulkActions } from "./inbox-bulk-actions";
import { InboxTable, useMessageHref } from "./inbox-table";
import { MessageDetailsModal } from "./message-details-modal";

/**
 * The Contact Inbox: stat cards, search and filters, one page of messages and
 * the Message Details modal. Shown at /admin/inbox and in the dashboard's inbox
 * tab; both post their changes to `action`.
 */
export function InboxScreen({ data, action, keep = [] }: { data: InboxData; action: string; keep?: string[] }) {
  const messageHref = useMessageHref();
  const remove = useConfirmedRowAction({ action, confirmLabel: "Delete", failure: INBOX_MESSAGES.deleteFailed });
  const markReplied = useConfirmedRowAction({
    action,
    confirmLabel: INBOX_MESSAGES.markRepliedLabel,
    failure: INBOX_MESSAGES.updateFailed,
  });
  const { stats, messages, query } = data;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only rows on screen stay selected: after a search, a page change or a delete, the others are dropped.
  const shownIds = messages.rows.map((row) => row.id).join(",");
  useEffect(() => {
    const shown = new Set(shownIds.split(","));
    setSelected((current) => {
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [shownIds]);
  const filtered = Boolean(query.search || query.status || query.priority);
  return (
    <div className="space-y-6">
      <StatCards
        stats={[
          { label: "Total Messages", value: stats.total },
          { label: "Unread", value: stats.unread },
          { label: "Replied", value: stats.replied },
          { label: "High Priority", value: stats.highPriority },
        ]}
      />
      <ListFilters
        searchLabel="Search messages"
        searchPlaceholder="Name, email, subject or message"
        keep={keep}
        filters={[
          { name: "status", label: "Status", options: statusOptions(MESSAGE_STATUSES, MESSAGE_STATUS_LABELS) },
          { name: "priority", label: "Priority", options: statusOptions(MESSAGE_PRIORITIES, MESSAGE_PRIORITY_LABELS) },
        ]}
      />
      {messages.rows.length === 0 ? (
        <EmptyState title={INBOX_MESSAGES.emptyTitle} hint={filtered ? INBOX_MESSAGES.emptyHint : undefined} />
      ) : (
        <>
          <InboxBulkActions action={action} selected={[...selected]} onDone={() => setSelected(new Set())} />
          <InboxTable
            rows={messages.rows}
            timeZone={data.timeZone}
            remove={remove}
            markReplied={markReplied}
            selection={{ selected, set: setSelected }}
            mailConfigured={data.mailConfigured}
          />
          <Pagination page={messages.page} pageCount={messages.pageCount} total={messages.total} />
        </>
      )}
      {remove.dialog}
      {markReplied.dialog}
      {data.openMissing ? (
        <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 text-sm font-semibold text-ink">
          {INBOX_MESSAGES.notFound}
        </p>
      ) : null}
      {data.open ? (
        <MessageDetailsModal
          key={data.open.id}
          message={data.open}
          replies={data.replies}
          mailConfigured={data.mailConfigured}
          replying={data.replying}
          timeZone={data.timeZone}
          action={action}
          closeHref={messageHref(null)}
          markReplied={markReplied}
        />
      ) : null}
    </div>
  );
}
