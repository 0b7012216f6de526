import { type ReactNode, useId } from "react";
import { useFetcher, useNavigate } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { actionLinkClass } from "#app/components/admin/admin-table";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { useResultToast } from "#app/components/admin/tabs/list-tab";
import { useFetcherAnswer } from "#app/components/admin/use-fetcher-answer";
import { TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { subscriberCount } from "#rules/newsletter";
import { NEWSLETTER_LABELS, newsletterDeleteQuestion } from "#rules/newsletter-issue";

const button =
  "rounded-full px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-accent disabled:opacity-60";
const primary = `${button} bg-brand text-white hover:bg-brand-dark`;
const secondary = `${button} border border-line bg-white text-ink hover:border-brand`;

/** A failed answer's messages (each field's, then the whole form's), or a success's message. */
function AnswerText({ answer }: { answer: FormAnswer | undefined }) {
  if (!answer) return null;
  if (answer.ok)
    return (
      <p role="status" className="mt-3 rounded-lg bg-brand-light px-4 py-3 text-ink">
        {answer.message}
      </p>
    );
  const messages = [...new Set([...Object.values(answer.errors), answer.formError].filter(Boolean))];
  return (
    <div role="alert" className="mt-3 rounded-lg bg-accent-light px-4 py-3 text-ink">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Send a test to me": one copy of the issue as saved, to the signed-in admin's address. */
export function TestSend({ adminEmail }: { adminEmail: string }) {
  const fetcher = useFetcher<FormAnswer>();
  return (
    <Panel title="Send a test">
      <p className="mt-2 text-ink-soft">
        One copy of the issue as last saved goes to your own address, {adminEmail}, as a subscriber would get it. Its
        unsubscribe link leads to the unsubscribe page without unsubscribing anyone.
      </p>
      <fetcher.Form method="post" className="mt-4">
        <AdminFormFields />
        <button type="submit" name="intent" value="test" disabled={fetcher.state !== "idle"} className={secondary}>
          {fetcher.state === "idle" ? "Send a test to me" : "Sending the test..."}
        </button>
      </fetcher.Form>
      <AnswerText answer={fetcher.data} />
    </Panel>
  );
}

/**
 * Sending: now (after a question naming how many subscribers receive it), or
 * at a date and time in the business's time zone; a scheduled issue can be
 * taken back to a draft. Deleting a draft or scheduled issue moves it to the Trash.
 */
export function SendChoices({
  subject,
  audienceCount,
  scheduled,
  zoneName,
  scheduleValue,
  minValue,
}: {
  subject: string;
  audienceCount: number;
  /** "Tuesday, December 1, 9:00 AM Eastern Standard Time" while scheduled. */
  scheduled: string | null;
  zoneName: string;
  scheduleValue: string;
  minValue: string;
}) {
  const schedule = useFetcher<FormAnswer>();
  const unschedule = useFetcher<FormAnswer>();
  const showResult = useResultToast();
  useFetcherAnswer(unschedule.data, showResult);
  const sendAtError = schedule.data?.ok === false ? schedule.data.errors.sendAt : undefined;
  return (
    <Panel title="Send it">
      <p className="mt-2 text-ink-soft">
        The issue goes out as last saved, to {subscriberCount(audienceCount)} as things stand. Once sending starts it
        can no longer be changed.
      </p>
      {scheduled ? (
        <div className="mt-4 rounded-lg border border-line bg-paper p-4">
          <p className="font-semibold">Scheduled for {scheduled}</p>
          <unschedule.Form method="post" className="mt-3">
            <AdminFormFields />
            <button
              type="submit"
              name="intent"
              value="unschedule"
              disabled={unschedule.state !== "idle"}
              className={secondary}
            >
              Cancel the scheduled send
            </button>
          </unschedule.Form>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ConfirmSubmit
          label={NEWSLETTER_LABELS.sendNow}
          confirmLabel={`Send to ${subscriberCount(audienceCount)}`}
          message={`Send "${subject}" now to ${subscriberCount(audienceCount)}? Once it starts it cannot be stopped or changed.`}
          fields={{ intent: "send" }}
          className={primary}
          onDone={showResult}
        />
      </div>
      <schedule.Form method="post" className="mt-6 flex flex-wrap items-end gap-3" noValidate>
        <AdminFormFields />
        <div className="min-w-64">
          <TextField
            id="sendAt"
            name="sendAt"
            type="datetime-local"
            label={NEWSLETTER_LABELS.sendAt(Boolean(scheduled), zoneName)}
            required
            defaultValue={scheduleValue}
            min={minValue}
            error={sendAtError}
          />
        </div>
        <button type="submit" name="intent" value="schedule" disabled={schedule.state !== "idle"} className={secondary}>
          {scheduled ? "Change the schedule" : "Schedule"}
        </button>
      </schedule.Form>
      {schedule.data && !sendAtError ? <AnswerText answer={schedule.data} /> : null}
    </Panel>
  );
}

/** Delete: a draft or scheduled issue goes to the Trash. */
export function DeleteIssue({ subject }: { subject: string }) {
  const showResult = useResultToast();
  const navigate = useNavigate();
  return (
    <ConfirmSubmit
      label={NEWSLETTER_LABELS.deleteIssue}
      message={newsletterDeleteQuestion(subject)}
      fields={{ intent: "delete" }}
      className={actionLinkClass}
      onDone={(answer) => {
        showResult(answer);
        if (answer.ok) navigate(ADMIN_PATHS.newsletter.list);
      }}
    />
  );
}
