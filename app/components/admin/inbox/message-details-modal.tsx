import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { AdminFormFields, useCsrfToken } from "#app/components/admin/admin-form";
import type { RowAction } from "#app/components/admin/confirmed-row-action";
import { DraftOffer, forgetOpenDrafts, useFormDraft } from "#app/components/admin/form-draft";
import { mayDiscard, onBackdropClick, useFocusReturn } from "#app/components/admin/modal-close";
import { useAdminToast } from "#app/components/admin/toasts";
import { useUnsavedWork } from "#app/components/admin/unsaved-work";
import { SelectField, TextAreaField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { formatAdminDate } from "#app/lib/format";
import type { ContactMessageDetails } from "#core/contact-messages/get-contact-message";
import type { ContactMessageReply } from "#core/contact-messages/list-contact-message-replies";
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from "#rules/allowed-values";
import {
  ADMIN_NOTES_MAX_LENGTH,
  INBOX_MESSAGES,
  MESSAGE_DETAILS_LABELS,
  MESSAGE_PRIORITY_LABELS,
  MESSAGE_STATUS_LABELS,
  replyMailto,
} from "#rules/contact-inbox";
import { askMarkReplied } from "./inbox-table";
import { ReplyForm, ReplyThread } from "./reply-thread";

const buttonClass = "rounded-full px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-accent";

/**
 * The Message Details modal. It opens when the address names a message
 * (`?message=id`), so it works as a plain link and survives a reload. Opening
 * an unread message marks it read; the list and stats then reload by
 * themselves, as after any write. Closing it asks first when the status,
 * priority, notes or reply were changed and not saved or sent; the notes and
 * the reply typed are kept as drafts in the browser until saved or sent.
 */
export function MessageDetailsModal({
  message,
  replies,
  mailConfigured,
  replying,
  timeZone,
  action,
  closeHref,
  markReplied,
}: {
  message: ContactMessageDetails;
  replies: ContactMessageReply[];
  /** With email set up, Reply via Email opens the reply form; otherwise it is a mailto: link. */
  mailConfigured: boolean;
  replying: boolean;
  timeZone: string;
  action: string;
  closeHref: string;
  /** Asks, after the mailto: Reply via Email was chosen, whether to mark the message replied. */
  markReplied: RowAction;
}) {
  const location = useLocation();
  const withReply = (on: boolean) => {
    const params = new URLSearchParams(location.search);
    if (on) params.set("reply", "1");
    else params.delete("reply");
    return `${location.pathname}?${params}`;
  };
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const save = useFetcher<FormAnswer>();
  const markRead = useFetcher();
  const csrf = useCsrfToken();
  const showToast = useAdminToast();
  const navigate = useNavigate();
  const saved = save.data?.ok === true;
  const saving = saved || save.state !== "idle";
  // Saved: the toast says so and the modal closes at once, back to the list it was opened from.
  useEffect(() => {
    if (save.data?.ok !== true) return;
    showToast(save.data.message, "success", save.data.undo);
    navigate(closeHref, { preventScrollReset: true });
  }, [save.data, showToast, navigate, closeHref]);
  const errors = save.data && !save.data.ok ? save.data.errors : {};
  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [replyUnsaved, setReplyUnsaved] = useState(false);
  const unsaved = (dirty && !saved) || replyUnsaved;
  useUnsavedWork(unsaved);
  const draft = useFormDraft({ key: `inbox-message-${message.id}`, form, saved });
  useFocusReturn(() => document.querySelector<HTMLElement>(`[data-opens-message="${CSS.escape(message.id)}"]`));
  const close = () => (dialog.current?.querySelector("[data-close]") as HTMLAnchorElement | null)?.click();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The server renders it open (for pages without JavaScript); make it modal.
    if (element.open && !element.matches(":modal")) element.close();
    if (!element.open) element.showModal();
  }, []);

  const unread = message.status === "unread";
  const submitMarkRead = markRead.submit;
  useEffect(() => {
    if (unread) submitMarkRead({ intent: "markRead", id: message.id, csrf, js: "1" }, { method: "post", action });
  }, [unread, message.id, csrf, action, submitMarkRead]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop has no keyboard focus; Escape closes the same way (onCancel)
    <dialog
      ref={dialog}
      open
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={onBackdropClick(close)}
      className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/50"
    >
      <save.Form
        ref={form}
        method="post"
        action={action}
        encType="multipart/form-data"
        className="p-6"
        onChange={() => {
          setDirty(true);
          draft.store();
        }}
      >
        <AdminFormFields />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={message.id} />
        <input type="hidden" name="returnTo" value={closeHref} />
        <h2 id={titleId} className="font-display text-2xl font-bold">
          Message Details
        </h2>
        {draft.offered ? (
          <div className="mt-4">
            <DraftOffer draft={draft} />
          </div>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-ink-soft">Name</dt>
            <dd className="text-ink">{message.name}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Email</dt>
            <dd className="break-all text-ink">{message.email}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Subject</dt>
            <dd className="text-ink">{message.subject || INBOX_MESSAGES.noSubject}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink-soft">Received</dt>
            <dd className="text-ink">{formatAdminDate(message.createdAt, timeZone)}</dd>
          </div>
        </dl>
        <div key={`${message.id}-${message.status}`} className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id="message-status"
            name="status"
            label={MESSAGE_DETAILS_LABELS.status}
            required
            defaultValue={unread ? "read" : message.status}
            error={errors.status}
          >
            {MESSAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {MESSAGE_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="message-priority"
            name="priority"
            label={MESSAGE_DETAILS_LABELS.priority}
            required
            defaultValue={message.priority}
            error={errors.priority}
          >
            {MESSAGE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {MESSAGE_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </SelectField>
        </div>
        <section aria-label="Message" className="mt-4">
          <h3 className="text-sm font-semibold text-ink-soft">Message</h3>
          <p className="mt-1 max-h-64 overflow-y-auto rounded-lg bg-paper px-4 py-3 break-words whitespace-pre-wrap text-ink">
            {message.message}
          </p>
        </section>
        <div className="mt-4">
          <TextAreaField
            id="message-admin-notes"
            name="adminNotes"
            label={MESSAGE_DETAILS_LABELS.adminNotes}
            defaultValue={message.adminNotes}
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            error={errors.adminNotes}
          />
        </div>
        {save.data && !save.data.ok ? (
          <p role="alert" className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-sm font-semibold text-ink">
            {save.data.formError}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link
            to={closeHref}
            data-close
            preventScrollReset
            onClick={(event) => {
              // The notes' and the reply's drafts go together: she agreed to lose both.
              if (mayDiscard(unsaved)) forgetOpenDrafts();
              else event.preventDefault();
            }}
            className={`${buttonClass} border border-line text-ink`}
          >
            Cancel
          </Link>
          {mailConfigured ? (
            <Link
              to={withReply(true)}
              preventScrollReset
              aria-disabled={replying}
              className={`${buttonClass} border border-brand text-brand`}
            >
              Reply via Email
            </Link>
          ) : (
            <a
              href={replyMailto(message)}
              onClick={() => askMarkReplied(markReplied, message)}
              className={`${buttonClass} border border-brand text-brand`}
            >
              Reply via Email
            </a>
          )}
          <button type="submit" disabled={saving} className={`${buttonClass} bg-brand text-white disabled:opacity-60`}>
            Save Changes
          </button>
        </div>
      </save.Form>
      <div className="px-6 pb-6">
        <ReplyThread replies={replies} timeZone={timeZone} />
        {replying ? (
          <ReplyForm
            message={message}
            timeZone={timeZone}
            action={action}
            returnTo={withReply(false)}
            cancelHref={withReply(false)}
            onUnsavedChange={setReplyUnsaved}
          />
        ) : null}
      </div>
    </dialog>
  );
}
