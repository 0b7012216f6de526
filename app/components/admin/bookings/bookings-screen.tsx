import { Link, useLocation } from "react-router";
import { AdminTable, Badge } from "#app/components/admin/admin-table";
import { ExportCsvButton } from "#app/components/admin/export-csv-button";
import { EmptyState, ListFilters, Pagination, statusOptions } from "#app/components/admin/list-controls";
import type { BookingsData } from "#app/lib/admin-bookings.server";
import { BOOKING_PATHS } from "#app/lib/admin-paths";
import { formatSessionTime } from "#app/lib/format";
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from "#rules/allowed-values";
import { BOOKING_ADMIN_MESSAGES, BOOKING_VIEW_LABELS, BOOKING_VIEWS } from "#rules/booking-admin";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

const STATUS_TONE: Partial<Record<BookingStatus, "brand" | "accent">> = { confirmed: "brand", pending: "accent" };

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={STATUS_TONE[status] ?? "neutral"}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}

/** Upcoming, Past, Cancelled: links that keep the search and the type filter, the current one marked. */
function ViewLinks({ current }: { current: string }) {
  const location = useLocation();
  return (
    <nav aria-label="Bookings to show">
      <ul className="flex flex-wrap gap-2">
        {BOOKING_VIEWS.map((view) => {
          const params = new URLSearchParams(location.search);
          params.set("view", view);
          params.delete("page");
          params.delete("status");
          const active = view === current;
          return (
            <li key={view}>
              <Link
                to={`?${params}`}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-2 font-semibold ${
                  active ? "border-brand bg-brand text-white" : "border-line bg-white text-ink hover:border-brand"
                }`}
              >
                {BOOKING_VIEW_LABELS[view]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The bookings list: views, search and filters, export, one page of bookings (cards on a phone). */
export function BookingsScreen({ data }: { data: BookingsData }) {
  const location = useLocation();
  const { bookings, query, sessionTypes, timeZone } = data;
  const filtered = Boolean(query.search || query.status || query.sessionTypeId);
  const exportParams = new URLSearchParams(location.search);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ViewLinks current={query.view} />
        <Link to={BOOKING_PATHS.week} className={linkClass}>
          Week view
        </Link>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <ListFilters
            searchLabel="Search bookings"
            searchPlaceholder="Name or email"
            keep={["view"]}
            filters={[
              {
                name: "type",
                label: "Session type",
                options: [
                  { value: "all", label: "All" },
                  ...sessionTypes.map((type) => ({ value: type.id, label: type.name })),
                ],
              },
              { name: "status", label: "Status", options: statusOptions(BOOKING_STATUSES, BOOKING_STATUS_LABELS) },
            ]}
          />
        </div>
        <ExportCsvButton
          href={`${BOOKING_PATHS.export}${exportQuery ? `?${exportQuery}` : ""}`}
          exported={BOOKING_ADMIN_MESSAGES.exported}
          failure={BOOKING_ADMIN_MESSAGES.exportFailed}
        />
      </div>
      {bookings.rows.length === 0 ? (
        <EmptyState
          title={BOOKING_ADMIN_MESSAGES.emptyTitle}
          hint={
            filtered
              ? BOOKING_ADMIN_MESSAGES.emptyHint
              : query.view === "upcoming"
                ? BOOKING_ADMIN_MESSAGES.emptyUpcoming
                : undefined
          }
        />
      ) : (
        <AdminTable
          caption={`${BOOKING_VIEW_LABELS[query.view]} bookings`}
          headings={["When", "Session type", "Name", "Email", "Status"]}
          widthClass="min-w-[48rem]"
        >
          {bookings.rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 whitespace-nowrap text-ink">{formatSessionTime(row.startsAt, timeZone)}</td>
              <td className="px-4 py-3 text-ink">{row.sessionType.name}</td>
              <td className="px-4 py-3 font-semibold">
                <Link to={BOOKING_PATHS.show(row.id)} className={linkClass}>
                  {row.name}
                </Link>
              </td>
              <td className="px-4 py-3 break-all text-ink">{row.email}</td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-1">
                  <BookingStatusBadge status={row.status} />
                  {row.capMonth ? <Badge tone="brand">{BOOKING_ADMIN_MESSAGES.newClient}</Badge> : null}
                </span>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
        <p>
          {bookings.total} {bookings.total === 1 ? "booking" : "bookings"}
        </p>
        {filtered ? (
          <Link
            to={`${location.pathname}?view=${query.view}`}
            reloadDocument
            className="font-semibold text-brand underline underline-offset-4"
          >
            Clear filters
          </Link>
        ) : null}
      </footer>
      <Pagination page={bookings.page} pageCount={bookings.pageCount} total={bookings.total} />
    </div>
  );
}
