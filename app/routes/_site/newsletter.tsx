import { Link } from "react-router";
import { NewsletterForm } from "#app/components/newsletter-form";
import { withActionHeaders } from "#app/lib/action-headers";
import { pageMeta } from "#app/lib/meta";
import { messageOrSignupAction } from "#app/lib/visitor-action.server";
import { listArchivedIssues } from "#core/newsletter/list-archived-issues";
import { signFormStart } from "#core/visitor-forms/form-start";
import { typedForm } from "#rules/form-answer";
import { NEWSLETTER_ARCHIVE_PATH, NEWSLETTER_ARCHIVE_TEXTS } from "#rules/newsletter";
import { isDatabaseUnavailable } from "#server/database-outage";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Newsletter",
    description: "Calm, practical money tips and workshop dates in your inbox.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // The form works while the database is down (its post says so); only the link to past issues waits for it.
  const hasArchive = await listArchivedIssues({ db: context.db, limit: 1 }).then(
    (archived) => archived.total > 0,
    (error) => {
      if (isDatabaseUnavailable(error)) return false;
      throw error;
    },
  );
  return {
    startedAt: signFormStart({ key: context.signingKey }),
    subscribed: new URL(request.url).searchParams.get("subscribed") === "1",
    // Past issues are linked once there is one to read; the words come from here, so the page's script stays as it was.
    archiveLink: hasArchive ? { to: NEWSLETTER_ARCHIVE_PATH, text: NEWSLETTER_ARCHIVE_TEXTS.readPast } : null,
  };
}

// Retry-After of a post made during a database outage.
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export const action = messageOrSignupAction("subscribe", "/newsletter?subscribed=1");

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-6 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold text-brand-dark">Join our newsletter</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Calm, practical money tips and upcoming workshop dates, straight to your inbox.
      </p>
      {loaderData.archiveLink ? (
        <p className="mt-3">
          <Link to={loaderData.archiveLink.to} className="font-semibold text-brand underline underline-offset-4">
            {loaderData.archiveLink.text}
          </Link>
        </p>
      ) : null}
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <NewsletterForm
          // A signup posted from another page keeps where it came from when it is sent again from here.
          source={typedForm(actionData)?.get("source") || undefined}
          startedAt={loaderData.startedAt}
          serverState={actionData}
          subscribed={loaderData.subscribed}
        />
      </div>
    </div>
  );
}
