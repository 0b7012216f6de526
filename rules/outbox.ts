import { filterValue, pageNumber } from "./admin-list";
import { OUTBOX_STATUSES, type OutboxStatus } from "./allowed-values";

/** The Outbox screen's words and what its address accepts. */

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  held: "Held",
  cancelled: "Not sent",
};

export const OUTBOX_MESSAGES = {
  retried: "The email will be sent again shortly",
  retryHeld: "The email will be sent once email is set up",
  notFound: "Email not found",
  notFailed: "Only an email that failed can be sent again",
  retryFailed: "Failed to retry the email",
  loadFailed: "Failed to load the outbox",
  emptyTitle: "No emails found",
  emptyHint: "Emails the site sends (alerts, replies, confirmations) appear here.",
} as const;

/** The dashboard's and Outbox's notice while no mail server is configured. */
export function mailNotSetUpNotice(waiting: number): string {
  return `Email is not set up: ${waiting} ${waiting === 1 ? "message is" : "messages are"} waiting`;
}

/** The dashboard's notice while the mail server (SMTP_URL) cannot be reached. */
export const MAIL_SERVER_UNREACHABLE_NOTICE =
  "Email cannot be delivered: the mail server (SMTP_URL) does not answer. Email waits in the Outbox and goes out once it does";

export function failedMailNotice(failed: number): string {
  return `${failed} ${failed === 1 ? "email" : "emails"} could not be sent`;
}

/** Human words for what caused an email, by its event name. */
const EVENT_LABELS: Record<string, string> = {
  "contact-message.received": "New message alert",
  "contact-message.reply": "Reply to a message",
  "subscriber.confirm": "Newsletter confirmation",
  "admin.password-reset": "Password reset",
  "newsletter.issue": "Newsletter",
  "newsletter.test": "Newsletter test",
};

export function outboxEventLabel(event: string): string {
  return EVENT_LABELS[event] ?? event;
}

export type OutboxQuery = { status: OutboxStatus | null; page: number };

export function readOutboxQuery(params: URLSearchParams): OutboxQuery {
  return { status: filterValue(params.get("status"), OUTBOX_STATUSES), page: pageNumber(params.get("page")) };
}

/** The Retry button's name, for a screen reader, with whom the email goes to. */
export const retryLabel = (toAddress: string) => `Retry email to ${toAddress}`;
