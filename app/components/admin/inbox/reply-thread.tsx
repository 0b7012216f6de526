import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { DraftOffer, useFormDraft } from "#app/components/admin/form-draft";
import { mayDiscard } from "#app/components/admin/modal-close";
import { useSaveResult } from "#app/components/admin/use-save-result";
import { TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { formatAdminDate } from "#app/lib/format";
import type { ContactMessageReply } from "#core/contact-messages/list-contact-message-replies";
import { quoteMessage, REPLY_LABELS, REPLY_LIMITS, replySubject } from "#rules/contact-reply";
import { OUTBOX_STATUS_LABELS } from "#rules/outbox";

const buttonClass = "rounded-full px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-accent";

/** The replies already sent to a message, oldest first, so the newest is last, next to the reply form. */
export function ReplyThread({ replies, timeZone }: { replies: ContactMessageReply[]; timeZone: string }) {
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby="reply-thread-heading" className="mt-6">
      <h3 id="reply-thread-heading" className="text-sm font-semibold text-ink-soft">
        {`Replies (${replies.length})`}
      </h3>
      <ol className="mt-2 space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-line px-4 py-3">
            <p className="text-sm text-ink-soft">
              {reply.authorEmail} · {formatAdminDate(reply.createdAt, timeZone)}
              {reply.emailStatus && reply.emailStatus !== "sent" ? ` · ${OUTBOX_STATUS_LABELS[reply.emailStatus]}` : ""}
            </p>
            <p className="mt-1 font-semibold text-ink">{reply.subject}</p>
            <p className="mt-1 break-words whitespace-pre-wrap text-ink">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Answers the visitor by email; the visitor's message is quoted below the
 * reply, as the preview shows. What is typed is kept as a draft in the browser,
 * one per message, until the reply is sent or knowingly dropped (decision 032).
 */
export function ReplyForm({
  message,
  timeZone,
  action,
  returnTo,
  cancelHref,
  onUnsavedChange,
}: {
  message: { id: string; name: string; email: string; subject: string; message: string; createdAt: Date | string };
  timeZone: string;
  action: string;
  /** The message, without the form, where the thread shows the sent reply. */
  returnTo: string;
  cancelHref: string;
  /** Told whether the form holds typing that is not sent yet, so the modal asks before closing. */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const reply = useFetcher<FormAnswer>();
  const sent = useSaveResult(reply.data);
  const sending = sent || reply.state !== "idle";
  const errors = reply.data && !reply.data.ok ? reply.data.errors : {};
  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const unsaved = dirty && !sent;
  const draft = useFormDraft({ key: `inbox-reply-${message.id}`, form, saved: sent });
  useEffect(() => {
    onUnsavedChange(unsaved);
    return () => onUnsavedChange(false);
  }, [unsaved, onUnsavedChange]);
  useEffect(() => {
    document.getElementById("reply-body")?.focus();
  }, []);
  const quoted = quoteMessage({
    name: message.name,
    sentAt: formatAdminDate(message.createdAt, timeZone),
    message: message.message,
  });
  return (
    <reply.Form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby="reply-heading"
      className="mt-6 border-t border-line pt-6"
      onChange={() => {
        setDirty(true);
        draft.store();
      }}
    >
      <AdminFormFields />
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="id" value={message.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <h3 id="reply-heading" className="font-display text-xl font-bold">
        Reply to {message.name}
      </h3>
      <p className="mt-1 text-sm break-all text-ink-soft">To: {message.email}</p>
      {draft.offered ? (
        <div className="mt-4">
          <DraftOffer draft={draft} />
        </div>
      ) : null}
      <div className="mt-4 grid gap-4">
        <TextField
          id="reply-subject"
          name="subject"
          label={REPLY_LABELS.subject}
          required
          maxLength={REPLY_LIMITS.subjectMax}
          defaultValue={replySubject(message.subject)}
          error={errors.subject}
        />
        <TextAreaField
          id="reply-body"
          name="body"
          label={REPLY_LABELS.body}
          required
          rows={8}
          maxLength={REPLY_LIMITS.bodyMax}
          error={errors.body}
        />
      </div>
      <pre className="mt-3 max-h-40 overflow-y-auto rounded-lg bg-paper px-4 py-3 text-sm break-words whitespace-pre-wrap text-ink-soft">
        {quoted}
      </pre>
      {reply.data && !reply.data.ok ? (
        <p role="alert" className="mt-4 rounded-lg bg-accent-light px-4 py-3 text-sm font-semibold text-ink">
          {reply.data.formError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Link
          to={cancelHref}
          preventScrollReset
          onClick={(event) => {
            if (mayDiscard(unsaved)) draft.discard();
            else event.preventDefault();
          }}
          className={`${buttonClass} border border-line text-ink`}
        >
          Cancel reply
        </Link>
        <button type="submit" disabled={sending} className={`${buttonClass} bg-brand text-white disabled:opacity-60`}>
          {reply.state !== "idle" ? "Sending..." : "Send Reply"}
        </button>
      </div>
    </reply.Form>
  );
}
