import type { AppLoadContext } from "react-router";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { visitorMail } from "#app/lib/visitor-mail.server";
import type { AuditActor } from "#core/audit/record-row-change";
import { deleteContactMessage } from "#core/contact-messages/delete-contact-message";
import { deleteContactMessages } from "#core/contact-messages/delete-contact-messages";
import { getContactMessage } from "#core/contact-messages/get-contact-message";
import { getContactMessageStats } from "#core/contact-messages/get-contact-message-stats";
import { listContactMessageReplies } from "#core/contact-messages/list-contact-message-replies";
import { listContactMessages } from "#core/contact-messages/list-contact-messages";
import { markContactMessageRead } from "#core/contact-messages/mark-contact-message-read";
import { replyToContactMessage } from "#core/contact-messages/reply-to-contact-message";
import { setContactMessagesStatus } from "#core/contact-messages/set-contact-messages-status";
import { updateContactMessage } from "#core/contact-messages/update-contact-message";
import {
  BULK_INBOX_ACTIONS,
  type BulkInboxAction,
  INBOX_MESSAGES,
  readInboxQuery,
  selectedIds,
} from "#rules/contact-inbox";
import { REPLY_MESSAGES } from "#rules/contact-reply";
import { UNDO_MAX_ITEMS } from "#rules/trash";
import type { Database } from "#server/context";
import { answerFailure, failed, faultStatus, saved } from "./admin-action.server";
import { requireActor, returnTarget } from "./admin-actor.server";
import { formatAdminDate } from "./format";
import { serverTiming } from "./server-timing.server";

/**
 * Everything the inbox shows for an address: stat cards, one page of messages,
 * and the open message. The steps run one after another so each one's time in
 * `timing` is its own (the embedded database answers one query at a time anyway).
 */
export async function loadInbox({
  db,
  url,
  timeZone,
  mailConfigured,
}: {
  db: Database;
  url: URL;
  timeZone: string;
  mailConfigured: boolean;
}) {
  const timing = serverTiming();
  const query = readInboxQuery(url.searchParams);
  const openId = url.searchParams.get("message");
  const stats = await timing.step("stats", () => getContactMessageStats({ db }));
  const messages = await timing.step("list", () => listContactMessages({ db, query }));
  const open = openId ? await getContactMessage({ db, id: openId }) : null;
  const replies = open ? await listContactMessageReplies({ db, contactMessageId: open.id }) : [];
  return {
    query,
    messages,
    stats,
    open,
    replies,
    openMissing: Boolean(openId) && !open,
    /** The modal offers the reply form when email can be sent, else the mailto: link. */
    mailConfigured,
    replying: Boolean(open) && mailConfigured && url.searchParams.get("reply") === "1",
    timeZone,
    timing: timing.header(),
  };
}

export type InboxData = Omit<Awaited<ReturnType<typeof loadInbox>>, "timing">;

/** The inbox's writes, posted by the inbox page and the dashboard's inbox tab alike. */
export async function inboxAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const actor = requireActor(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const back = returnTarget(form, ADMIN_PAGES.inbox);
  try {
    switch (form.get("intent")) {
      case "markRead":
        return await markContactMessageRead({ db: context.db, id, actor });
      case "update": {
        const result = await updateContactMessage({
          db: context.db,
          id,
          actor,
          input: { status: form.get("status"), priority: form.get("priority"), adminNotes: form.get("adminNotes") },
        });
        if (result.ok) return saved(form, { context, message: INBOX_MESSAGES.updated, redirectTo: back });
        return answerFailure(result, { notFound: INBOX_MESSAGES.notFound });
      }
      case "reply": {
        const result = await replyToContactMessage({
          db: context.db,
          id,
          actor,
          input: { subject: form.get("subject"), body: form.get("body") },
          mail: visitorMail(context),
          formatDate: (moment) => formatAdminDate(moment, context.siteSettings.timeZone),
        });
        if (result.ok) {
          const message = context.config.mail.configured ? REPLY_MESSAGES.sent : REPLY_MESSAGES.queuedWithoutMail;
          return saved(form, { context, message, redirectTo: back });
        }
        return answerFailure(result, { notFound: INBOX_MESSAGES.notFound });
      }
      case "markReplied": {
        const result = await setContactMessagesStatus({ db: context.db, ids: [id], status: "replied", actor });
        if (result.changed === 0 && !(await getContactMessage({ db: context.db, id })))
          return failed(INBOX_MESSAGES.notFound, 404);
        return saved(form, { context, message: INBOX_MESSAGES.markedReplied, redirectTo: back });
      }
      case "bulkRead":
      case "bulkArchive":
      case "bulkDelete":
        return await bulkAction(form.get("intent") as BulkInboxAction, { form, context, actor, back });
      case "delete": {
        const result = await deleteContactMessage({ db: context.db, id, actor });
        if (result.ok)
          return saved(form, { context, message: INBOX_MESSAGES.deleted, redirectTo: back, undo: result.trashId });
        return answerFailure(result, { notFound: INBOX_MESSAGES.notFound });
      }
      default:
        return failed(INBOX_MESSAGES.updateFailed);
    }
  } catch (error) {
    const intent = form.get("intent");
    const message =
      intent === "delete" || intent === "bulkDelete"
        ? INBOX_MESSAGES.deleteFailed
        : intent === "reply"
          ? REPLY_MESSAGES.failed
          : INBOX_MESSAGES.updateFailed;
    return failed(message, faultStatus(context, error, "an inbox write failed"));
  }
}

/**
 * Mark read, archive or delete the selected messages; the toast says how many
 * changed. A delete's toast offers Undo for all of them at once.
 */
async function bulkAction(
  intent: BulkInboxAction,
  { form, context, actor, back }: { form: FormData; context: AppLoadContext; actor: AuditActor; back: string },
) {
  const ids = selectedIds(form.getAll("ids"));
  if (ids.length === 0) return failed(INBOX_MESSAGES.nothingSelected);
  if (intent === "bulkDelete") {
    const { deleted, trashIds } = await deleteContactMessages({ db: context.db, ids, actor });
    const undo = trashIds.length <= UNDO_MAX_ITEMS ? trashIds : undefined;
    return saved(form, { context, message: BULK_INBOX_ACTIONS.bulkDelete.done(deleted), redirectTo: back, undo });
  }
  const status = intent === "bulkRead" ? "read" : "archived";
  const { changed } = await setContactMessagesStatus({ db: context.db, ids, status, actor });
  return saved(form, { context, message: BULK_INBOX_ACTIONS[intent].done(changed), redirectTo: back });
}
