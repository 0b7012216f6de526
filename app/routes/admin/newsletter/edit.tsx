import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { EmailPreview } from "#app/components/admin/newsletter/email-preview";
import { SendProgress } from "#app/components/admin/newsletter/send-progress";
import { StuckScheduleNotice } from "#app/components/admin/newsletter/stuck-schedule";
import { useLiveEmailPreview } from "#app/components/admin/newsletter/use-live-email-preview";
import { useHydrated } from "#app/components/use-hydrated";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PAGES, ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { formatAdminDate } from "#app/lib/format";
import { listStoredImages } from "#core/images/list-stored-images";
import { getNewsletterIssue } from "#core/newsletter/get-newsletter-issue";
import { getNewsletterProgress } from "#core/newsletter/get-newsletter-progress";
import { slotLabelWithZone } from "#rules/booking-times";
import { renderMarkdown } from "#rules/markdown";
import { NEWSLETTER_MESSAGES, subscriberCount } from "#rules/newsletter";
import { scheduleInputValue } from "#rules/newsletter-issue";
import { sourceLabel } from "#rules/subscriber-admin";
import type { Route } from "./+types/edit";
import { NewsletterEditor } from "./editor";
import { audienceChoices, businessZone, issuePreview, stuckSchedule } from "./page-data.server";
import { DeleteIssue, SendChoices, TestSend } from "./send-panel";

export { action } from "./editor.server";

export function meta({ data }: Route.MetaArgs) {
  const title = data?.issue.subject || "Newsletter Issue";
  return [{ title: `${title} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "newsletter_issue", params.id);
  const issue = foundOrBackToList(await getNewsletterIssue({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.newsletter.list,
    message: NEWSLETTER_MESSAGES.notFound,
    context,
  });
  const { timeZone, zoneName } = businessZone(context);
  const frozen = issue.status === "sending" || issue.status === "sent";
  const audience = frozen ? null : await audienceChoices(context, issue.audienceSource);
  return {
    issue,
    editVersion,
    frozen,
    audiences: audience?.choices ?? [],
    images: frozen ? [] : await listStoredImages({ db: context.db }),
    audienceCount: audience?.reached ?? 0,
    stuck: stuckSchedule(context, issue, audience?.reached ?? 0),
    progress: frozen ? await getNewsletterProgress({ db: context.db, issueId: issue.id }) : null,
    preview: { ...issuePreview(context, issue), previewText: issue.previewText },
    bodyHtml: renderMarkdown(issue.body),
    adminEmail: session.admin.email,
    postalAddressMissing: !context.siteSettings.postalAddress.trim(),
    timeZone,
    zoneName,
    scheduled: issue.scheduledAt ? slotLabelWithZone(issue.scheduledAt.getTime(), timeZone) : null,
    scheduleValue: issue.scheduledAt ? scheduleInputValue(issue.scheduledAt, timeZone) : "",
    minValue: scheduleInputValue(new Date(), timeZone),
  };
}

/** After a delete the page goes to the list itself: reloading this one would only find the issue gone. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "delete" ? false : defaultShouldRevalidate;
}

export default function NewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue } = loaderData;
  const preview = useLiveEmailPreview(loaderData.preview);
  const follows = useHydrated() && !loaderData.frozen;
  return (
    <>
      {loaderData.stuck ? (
        <div className="mb-6">
          <StuckScheduleNotice stuck={loaderData.stuck} onIssuePage />
        </div>
      ) : null}
      {loaderData.frozen ? (
        <SentIssue data={loaderData} />
      ) : (
        // The email preview below follows what is typed here.
        <div onChange={preview.onEdit}>
          <NewsletterEditor
            key={issue.id}
            issue={issue}
            audiences={loaderData.audiences}
            images={loaderData.images}
            bodyHtml={loaderData.bodyHtml}
            actionData={actionData}
          />
        </div>
      )}
      {loaderData.postalAddressMissing ? (
        <p role="note" className="mt-6 rounded-lg bg-accent-light px-4 py-3 text-ink">
          {NEWSLETTER_MESSAGES.postalAddressRequired}.{" "}
          <a href={ADMIN_PAGES.settings} className="font-semibold underline">
            Open Settings
          </a>
        </p>
      ) : null}
      <EmailPreview {...preview.content} follows={follows} problem={preview.problem} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <TestSend adminEmail={loaderData.adminEmail} />
        {loaderData.frozen ? null : (
          <SendChoices
            subject={issue.subject}
            audienceCount={loaderData.audienceCount}
            scheduled={loaderData.scheduled}
            zoneName={loaderData.zoneName}
            scheduleValue={loaderData.scheduleValue}
            minValue={loaderData.minValue}
          />
        )}
      </div>
      {loaderData.frozen ? null : (
        <div className="mt-6">
          <DeleteIssue subject={issue.subject} />
        </div>
      )}
    </>
  );
}

/** An issue being sent or sent: what went out, to whom, and how the sending goes. */
function SentIssue({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { issue, progress, timeZone } = data;
  return (
    <>
      <h1 className="font-display text-3xl font-bold break-words">{issue.subject}</h1>
      <p className="mt-2 text-ink-soft">{NEWSLETTER_MESSAGES.frozen}.</p>
      <dl className="mt-4 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Started</dt>
        <dd>{issue.sendStartedAt ? formatAdminDate(issue.sendStartedAt, timeZone) : ""}</dd>
        <dt className="font-semibold">Sent to</dt>
        <dd>
          {subscriberCount(issue.recipientCount ?? 0)}
          {issue.audienceSource ? ` (${sourceLabel(issue.audienceSource)} only)` : " (all active subscribers)"}
        </dd>
        <dt className="font-semibold">Public archive</dt>
        <dd>{issue.inArchive ? `Shown at /newsletter/archive/${issue.slug}` : "Not shown"}</dd>
      </dl>
      {progress ? <SendProgress progress={progress} timeZone={timeZone} /> : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
