import { Link, useLocation } from "react-router";
import { useConfirmedRowAction } from "#app/components/admin/confirmed-row-action";
import { ExportCsvButton } from "#app/components/admin/export-csv-button";
import { EmptyState, ListFilters, Pagination, StatCards, statusOptions } from "#app/components/admin/list-controls";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import type { SubscribersData } from "#app/lib/admin-subscribers.server";
import { SUBSCRIBER_STATUSES } from "#rules/allowed-values";
import {
  exportedMessage,
  readyToExportMessage,
  SUBSCRIBER_ADMIN_MESSAGES,
  SUBSCRIBER_STATUS_LABELS,
  showingMessage,
  sourceLabel,
} from "#rules/subscriber-admin";
import { SubscriberTable } from "./subscriber-table";

/** Email Subscribers: stat cards, search and filters, export, one page of subscribers and the footer. */
export function SubscribersScreen({ data, action }: { data: SubscribersData; action: string }) {
  const location = useLocation();
  const unsubscribe = useConfirmedRowAction({
    action,
    confirmLabel: "Unsubscribe",
    failure: SUBSCRIBER_ADMIN_MESSAGES.unsubscribeFailed,
  });
  const { stats, subscribers, query } = data;
  const filtered = Boolean(query.search || query.status || query.source);
  const exportParams = new URLSearchParams(location.search);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return (
    <div className="space-y-6">
      <StatCards
        stats={[
          { label: "Total", value: stats.total },
          { label: "Active", value: stats.active },
          { label: "Unsubscribed", value: stats.unsubscribed },
          { label: "Growth Rate", value: `${stats.growthRate}%` },
          // Signups waiting for their confirmation link (decision 020).
          { label: "Pending", value: stats.pending },
        ]}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <ListFilters
            searchLabel="Search subscribers"
            searchPlaceholder="Name or email"
            filters={[
              {
                name: "status",
                label: "Status",
                options: statusOptions(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS),
              },
              {
                name: "source",
                label: "Source",
                options: [
                  { value: "all", label: "All" },
                  ...stats.sources.map((source) => ({ value: source, label: sourceLabel(source) })),
                ],
              },
            ]}
          />
        </div>
        <ExportCsvButton
          href={`${ADMIN_PAGES.subscribersExport}${exportQuery ? `?${exportQuery}` : ""}`}
          exported={exportedMessage}
          failure={SUBSCRIBER_ADMIN_MESSAGES.exportFailed}
        />
      </div>
      {subscribers.rows.length === 0 ? (
        <EmptyState
          title={SUBSCRIBER_ADMIN_MESSAGES.emptyTitle}
          hint={filtered ? SUBSCRIBER_ADMIN_MESSAGES.emptyHint : undefined}
        />
      ) : (
        <SubscriberTable rows={subscribers.rows} timeZone={data.timeZone} unsubscribe={unsubscribe} />
      )}
      <footer className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
        <p>{showingMessage(subscribers.total, stats.total)}</p>
        {filtered ? (
          // A full load, so the filter form shows its defaults again.
          <Link to={location.pathname} reloadDocument className="font-semibold text-brand underline underline-offset-4">
            Clear filters
          </Link>
        ) : null}
        <p>{readyToExportMessage(subscribers.total)}</p>
      </footer>
      {unsubscribe.dialog}
      <Pagination page={subscribers.page} pageCount={subscribers.pageCount} total={subscribers.total} />
    </div>
  );
}
