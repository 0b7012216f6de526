import { z } from "zod/mini";
import { filterValue, pageNumber, searchTerm } from "./admin-list";
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES, type MessagePriority, type MessageStatus } from "./allowed-values";
import { cleanText } from "./form-text-plain";
import { TRASH_RESTORE_NOTE, TRASH_RESTORE_NOTE_MANY } from "./trash";

/** The Contact Inbox's rules and messages, word for word as the back office shows them. */

export const MESSAGE_PREVIEW_LENGTH = 100;
export const ADMIN_NOTES_MAX_LENGTH = 5000;

export const INBOX_MESSAGES = {
  noSubject: "No subject",
  deleted: "Message deleted successfully",
  // Worded like "Message deleted successfully".
  updated: "Message updated successfully",
  loadFailed: "Failed to load messages",
  deleteFailed: "Failed to delete message",
  fetchFailed: "Failed to fetch contact messages",
  updateFailed: "Failed to update contact message",
  notFound: "Message not found",
  statusInvalid: "Please choose a valid status",
  priorityInvalid: "Please choose a valid priority",
  notesTooLong: `Admin notes must be less than ${ADMIN_NOTES_MAX_LENGTH} characters`,
  emptyTitle: "No messages found",
  emptyHint: "Try adjusting your search or filters",
  // Bulk actions and the prompt after Reply via Email (decision 037).
  nothingSelected: "Select at least one message first",
  markedReplied: "Message marked as replied",
  markRepliedLabel: "Mark as replied",
} as const;

/** The inbox's actions on the selected rows, each with its button and its toast for N messages. */
export const BULK_INBOX_ACTIONS = {
  bulkRead: { label: "Mark read", done: (count: number) => `${messagesCount(count)} marked read` },
  bulkArchive: { label: "Archive", done: (count: number) => `${messagesCount(count)} archived` },
  bulkDelete: { label: "Delete", done: (count: number) => `${messagesCount(count)} deleted` },
} as const;
export type BulkInboxAction = keyof typeof BULK_INBOX_ACTIONS;

function messagesCount(count: number): string {
  return count === 1 ? "1 message" : `${count} messages`;
}

/** The question before deleting the selected messages. */
export function deleteMessagesConfirmation(count: number): string {
  return `Are you sure you want to delete ${messagesCount(count)}? ${count === 1 ? TRASH_RESTORE_NOTE : TRASH_RESTORE_NOTE_MANY}`;
}

/** Asked after the admin chose Reply via Email (the mail program opens apart, so the inbox cannot tell). */
export function markRepliedQuestion(senderName: string): string {
  return `Did you reply to ${senderName}? Mark the message as replied.`;
}

/** The selected message ids of a bulk post: checkbox values, or one comma-separated field. */
export function selectedIds(values: readonly unknown[]): string[] {
  return values
    .flatMap((value) => (typeof value === "string" ? value.split(",") : []))
    .map((id) => id.trim())
    .filter(Boolean);
}

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  unread: "Unread",
  read: "Read",
  replied: "Replied",
  archived: "Archived",
};

export const MESSAGE_PRIORITY_LABELS: Record<MessagePriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

/** The delete question worded like the hero image's, with the sender's name in quotes, then the Trash sentence. */
export function deleteMessageConfirmation(senderName: string): string {
  return `Are you sure you want to delete "${senderName}"? ${TRASH_RESTORE_NOTE}`;
}

/** The first 100 characters of a message, as the inbox table shows it. */
export function messagePreview(message: string): string {
  const characters = Array.from(message);
  return characters.length > MESSAGE_PREVIEW_LENGTH
    ? `${characters.slice(0, MESSAGE_PREVIEW_LENGTH).join("")}...`
    : message;
}

/** A mailto: link answering the sender, the subject prefilled with "Re: ...", every part encoded. */
export function replyMailto(message: { email: string; subject: string }): string {
  const subject = `Re: ${message.subject || INBOX_MESSAGES.noSubject}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}`;
}

export type InboxQuery = {
  search: string;
  status: MessageStatus | null;
  priority: MessagePriority | null;
  page: number;
};

/** The inbox's search, filters and page, read from the address. */
export function readInboxQuery(params: URLSearchParams): InboxQuery {
  return {
    search: searchTerm(params.get("q")),
    status: filterValue(params.get("status"), MESSAGE_STATUSES),
    priority: filterValue(params.get("priority"), MESSAGE_PRIORITIES),
    page: pageNumber(params.get("page")),
  };
}

/** The Message Details modal's form. */
export const ContactMessageUpdateSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: INBOX_MESSAGES.statusInvalid }),
  priority: z.enum(MESSAGE_PRIORITIES, { error: INBOX_MESSAGES.priorityInvalid }),
  adminNotes: z.pipe(
    z.transform(cleanText),
    z.string().check(z.maxLength(ADMIN_NOTES_MAX_LENGTH, { error: INBOX_MESSAGES.notesTooLong })),
  ),
});

/** Message Details' field labels, the spec's words. */
export const MESSAGE_DETAILS_LABELS = { status: "Status", priority: "Priority", adminNotes: "Admin Notes" } as const;
