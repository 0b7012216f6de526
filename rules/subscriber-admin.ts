import { ALL, filterValue, pageNumber, searchTerm } from "./admin-list";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "./allowed-values";

/** The Email Subscribers screen's rules and messages, word for word as the back office shows them. */

export const SUBSCRIBER_ADMIN_MESSAGES = {
  unsubscribed: "Subscriber unsubscribed successfully",
  unsubscribeFailed: "Failed to unsubscribe",
  unsubscribeEmailFailed: "Failed to unsubscribe email",
  loadFailed: "Failed to load email subscribers",
  fetchFailed: "Failed to fetch email subscribers",
  statsFailed: "Failed to fetch subscription statistics",
  exportFailed: "Failed to export CSV",
  notFound: "Subscriber not found",
  alreadyUnsubscribed: "This subscriber has already unsubscribed",
  emptyTitle: "No subscribers found",
  emptyHint: "Try adjusting your search or filters",
} as const;

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  pending: "Pending confirmation",
  unsubscribed: "Unsubscribed",
};

/** An active subscriber whose address gets no newsletter because its mail kept being refused (decision 068). */
export const SUPPRESSED_LABEL = "Suppressed";
export const SUPPRESSED_REASON = "Mail to this address kept failing, so newsletters no longer go to it";

export const CSV_COLUMNS = [
  "First Name",
  "Last Name",
  "Email",
  "Status",
  "Source",
  "Subscribed Date",
  "Unsubscribed Date",
] as const;

export function exportedMessage(count: number): string {
  return `Exported ${count} subscribers to CSV`;
}

export function readyToExportMessage(count: number): string {
  return `Ready to export ${count} records`;
}

/** `shown` is how many match the search and filters (over all pages), `total` every subscriber. */
export function showingMessage(shown: number, total: number): string {
  return `Showing ${shown} of ${total} subscribers`;
}

/** The confirmation names the subscriber, so the owner sees whom she unsubscribes. */
export function unsubscribeConfirmation(subscriber: { firstName: string; lastName: string; email: string }): string {
  return `Are you sure you want to unsubscribe ${subscriber.firstName} ${subscriber.lastName} (${subscriber.email})?`;
}

/** `email-subscribers-2025-01-31.csv` for the given calendar date. */
export function exportFileName(date: string): string {
  return `email-subscribers-${date}.csv`;
}

/** Active subscribers as a rounded percent of all; 0 when there are none. */
export function growthRate(active: number, total: number): number {
  return total === 0 ? 0 : Math.round((active / total) * 100);
}

/** A source as stored (home_page) made readable (Home Page). */
export function sourceLabel(source: string): string {
  return source
    .split(/[_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export type SubscriberQuery = {
  search: string;
  status: SubscriberStatus | null;
  /** A source seen in the data; any text is accepted, it only narrows the list. */
  source: string | null;
  page: number;
};

/** The subscriber list's search, filters and page, read from the address. */
export function readSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  const source = searchTerm(params.get("source"));
  return {
    search: searchTerm(params.get("q")),
    status: filterValue(params.get("status"), SUBSCRIBER_STATUSES),
    source: source && source !== ALL ? source : null,
    page: pageNumber(params.get("page")),
  };
}

/** The export's response header holding how many subscribers it contains. */
export const EXPORT_COUNT_HEADER = "X-Export-Count";
