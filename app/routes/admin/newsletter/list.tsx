import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminForm } from "#app/components/admin/admin-form";
import { AdminTable, Badge } from "#app/components/admin/admin-table";
import { type StuckSchedule, StuckScheduleNotice } from "#app/components/admin/newsletter/stuck-schedule";
import { EditDeleteActions } from "#app/components/admin/tabs/list-tab";
import { TextField } from "#app/components/form-field";
import { answerFailure, failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { bindFields } from "#app/lib/field-binding";
import { formatAdminDate } from "#app/lib/format";
import { countNewsletterAudience } from "#core/newsletter/count-newsletter-audience";
import { getNewsletterIssue } from "#core/newsletter/get-newsletter-issue";
import { getNewsletterProgress } from "#core/newsletter/get-newsletter-progress";
import { listNewsletterIssues } from "#core/newsletter/list-newsletter-issues";
import { readNewsletterLimits } from "#core/newsletter/read-newsletter-limits";
import { updateNewsletterLimits } from "#core/newsletter/update-newsletter-sending-settings";
import { slotLabelWithZone } from "#rules/booking-times";
import { subscriberCount } from "#rules/newsletter";
import {
  NEWSLETTER_EDITOR_MESSAGES as M,
  NEWSLETTER_ISSUE_WORDS,
  NEWSLETTER_LABELS,
  NEWSLETTER_SETTINGS_SAVE,
  NewsletterSettingsSchema,
  newsletterDeleteQuestion,
} from "#rules/newsletter-issue";
import type { Route } from "./+types/list";
import { audienceReached, stuckSchedule } from "./page-data.server";

export function meta() {
  return [{ title: "Newsletter · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { timeZone } = context.siteSettings;
  const issues = await listNewsletterIssues({ db: context.db });
  const audience = issues.some((issue) => issue.status === "scheduled")
    ? await countNewsletterAudience({ db: context.db })
    : null;
  const rows = await Promise.all(
    issues.map(async (issue) => {
      let stuck: StuckSchedule | null = null;
      const scheduled =
        audience && issue.status === "scheduled" ? await getNewsletterIssue({ db: context.db, id: issue.id }) : null;
      if (audience && scheduled)
        stuck = stuckSchedule(context, scheduled, audienceReached(audience, scheduled.audienceSource));
      let when = `Last saved ${formatAdminDate(issue.updatedAt, timeZone)}`;
      if (issue.status === "scheduled" && issue.scheduledAt)
        when = `Sends ${slotLabelWithZone(issue.scheduledAt.getTime(), timeZone)}`;
      if (issue.status === "sent" && issue.sendStartedAt)
        when = `Sent ${formatAdminDate(issue.sendStartedAt, timeZone)} to ${subscriberCount(issue.recipientCount ?? 0)}`;
      if (issue.status === "sending") {
        const progress = await getNewsletterProgress({ db: context.db, issueId: issue.id });
        const handled = progress.total - progress.waiting;
        when =
          progress.waiting === 0
            ? `Sent to ${subscriberCount(progress.total)}: ${progress.sent.toLocaleString("en-US")} delivered, ${progress.failed.toLocaleString("en-US")} failed`
            : `Sending: ${handled.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} handled`;
      }
      return { id: issue.id, subject: issue.subject, status: issue.status, when, stuck };
    }),
  );
  return { rows, settings: await readNewsletterLimits({ db: context.db }) };
}

/** Saves the sending settings. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const form = await request.formData();
  try {
    const result = await updateNewsletterLimits({
      db: context.db,
      source: context.config.siteSettings,
      input: { perMinute: String(form.get("perMinute") ?? ""), failureLimit: String(form.get("failureLimit") ?? "") },
      actor,
    });
    if (result.ok) return saved(form, { context, message: M.settingsSaved, redirectTo: ADMIN_PATHS.newsletter.list });
    return answerFailure(result, { notFound: M.settingsFailed, fixErrors: "" });
  } catch (error) {
    return failed(M.settingsFailed, faultStatus(context, error, "newsletter settings save failed"));
  }
}

const STATUS_LABELS = { draft: "Draft", scheduled: "Scheduled", sending: "Sending", sent: "Sent" } as const;

export default function NewsletterIssues({ loaderData, actionData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">Newsletter</h1>
        <Link
          to={ADMIN_PATHS.newsletter.new}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {NEWSLETTER_ISSUE_WORDS.addNew}
        </Link>
      </div>
      <p className="mt-2 text-ink-soft">
        Write an issue, look at it as your subscribers will, send yourself a test, then send it or schedule it.
      </p>
      <div className="mt-6">
        {rows.length === 0 ? (
          <p className="text-ink-soft">No issues yet. "{NEWSLETTER_ISSUE_WORDS.addNew}" starts the first one.</p>
        ) : (
          <AdminTable
            caption="Newsletter issues"
            headings={["Subject", "Status", "When", "Actions"]}
            widthClass="min-w-[44rem]"
          >
            {rows.map((row) => {
              const subject = row.subject || "Untitled issue";
              const editable = row.status === "draft" || row.status === "scheduled";
              return (
                <tr key={row.id}>
                  <td className="px-4 py-3 font-semibold text-ink break-words">{subject}</td>
                  <td className="px-4 py-3">
                    <Badge tone={row.status === "draft" ? "neutral" : row.status === "sent" ? "brand" : "accent"}>
                      {STATUS_LABELS[row.status]}
                    </Badge>
                  </td>
                  <td className="px-4 py-3 text-ink">
                    {row.when}
                    {row.stuck ? (
                      <div className="mt-2">
                        <StuckScheduleNotice stuck={row.stuck} onIssuePage={false} />
                      </div>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      {editable ? (
                        <EditDeleteActions
                          editTo={ADMIN_PATHS.newsletter.edit(row.id)}
                          subject={`"${subject}"`}
                          question={newsletterDeleteQuestion(row.subject)}
                        />
                      ) : (
                        <Link
                          to={ADMIN_PATHS.newsletter.edit(row.id)}
                          aria-label={`Open "${subject}"`}
                          className="font-semibold text-brand underline"
                        >
                          Open
                        </Link>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </div>
      <SendingSettings values={loaderData.settings} answer={actionData} />
    </>
  );
}

function SendingSettings({
  values,
  answer,
}: {
  values: { perMinute: number; failureLimit: number };
  answer: Route.ComponentProps["actionData"];
}) {
  const errors = answer?.ok === false ? answer.errors : {};
  const field = bindFields(NewsletterSettingsSchema, { values, errors });
  return (
    <section aria-labelledby="newsletter-settings" className="mt-10 rounded-2xl border border-line bg-white p-6">
      <h2 id="newsletter-settings" className="font-display text-2xl font-bold">
        Sending settings
      </h2>
      <AdminForm noValidate className="mt-4 space-y-5">
        {answer?.ok === false && answer.formError ? (
          <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 text-accent">
            {answer.formError}
          </p>
        ) : null}
        <div>
          <TextField
            label={NEWSLETTER_LABELS.perMinute}
            type="number"
            {...field("perMinute")}
            aria-describedby="perMinute-hint"
          />
          <p id="perMinute-hint" className="mt-1 text-sm text-ink-soft">
            At most this many newsletter emails leave the site each minute. Mail providers limit how many you may send;
            set it a little under your provider's limit.
          </p>
        </div>
        <div>
          <TextField
            label={NEWSLETTER_LABELS.failureLimit}
            type="number"
            {...field("failureLimit")}
            aria-describedby="failureLimit-hint"
          />
          <p id="failureLimit-hint" className="mt-1 text-sm text-ink-soft">
            When the mail server refuses an address for good this many times in a row, the newsletter stops going to it,
            and the subscriber list shows it as suppressed.
          </p>
        </div>
        <button type="submit" className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          {NEWSLETTER_SETTINGS_SAVE}
        </button>
      </AdminForm>
    </section>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
