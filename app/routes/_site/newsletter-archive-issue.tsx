import { data, Link } from "react-router";
import { JsonLd } from "#app/components/json-ld";
import {
  archiveErrorMeta,
  NewsletterArchiveError,
  SubscribeToNewsletter,
} from "#app/components/newsletter-archive-parts";
import { loadBusinessDetails } from "#app/lib/business.server";
import { pageMeta } from "#app/lib/meta";
import { archiveEntry, archiveEntryLink } from "#app/lib/newsletter-archive.server";
import { breadcrumbData, newsletterIssueData } from "#app/lib/structured-data";
import { getArchivedIssue } from "#core/newsletter/get-archived-issue";
import { renderMarkdown } from "#rules/markdown";
import { NEWSLETTER_ARCHIVE_PATH, NEWSLETTER_FEED_PATH, NEWSLETTER_ARCHIVE_TEXTS as TEXTS } from "#rules/newsletter";
import type { Route } from "./+types/newsletter-archive-issue";

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return archiveErrorMeta(args.error);
  const { issue, siteName } = args.data;
  return [
    ...pageMeta(args, {
      title: issue.subject,
      description: issue.previewText || `${issue.subject}: an issue of the ${siteName} newsletter.`,
      type: "article",
    }),
    { property: "article:published_time", content: issue.sent.iso },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: TEXTS.feedTitle(siteName),
      href: NEWSLETTER_FEED_PATH,
    },
  ];
};

/** One issue of the archive; a draft, a scheduled issue or one kept out of the archive is a page not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const issue = await getArchivedIssue({ db: context.db, slug: params.slug });
  if (!issue) throw data(null, { status: 404 });
  const business = await loadBusinessDetails(context);
  const entry = archiveEntry(issue, context);
  return {
    siteName: business.name,
    issue: { ...entry, html: renderMarkdown(issue.body) },
    structuredData: [
      breadcrumbData(business, [
        { name: "Home", path: "/" },
        { name: "Newsletter", path: "/newsletter" },
        { name: TEXTS.title, path: NEWSLETTER_ARCHIVE_PATH },
        { name: issue.subject, path: entry.path },
      ]),
      newsletterIssueData(business, {
        ...archiveEntryLink(issue, business),
        archiveUrl: `${business.url}${NEWSLETTER_ARCHIVE_PATH}`,
      }),
    ],
  };
}

export default function NewsletterArchiveIssue({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <p>
        <Link to={NEWSLETTER_ARCHIVE_PATH} className="font-semibold text-brand underline underline-offset-4">
          <span aria-hidden="true">← </span>
          {TEXTS.allIssues}
        </Link>
      </p>
      <h1 className="mt-6 font-display text-4xl font-bold">{issue.subject}</h1>
      <p className="mt-2 text-ink-soft">
        {TEXTS.sent} <time dateTime={issue.sent.iso}>{issue.sent.text}</time>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with raw HTML off (rules/markdown.ts) */}
      <div className="legal-text mt-8" dangerouslySetInnerHTML={{ __html: issue.html }} />
      <SubscribeToNewsletter />
      {loaderData.structuredData.map((entry) => (
        <JsonLd key={entry["@type"]} data={entry} />
      ))}
    </article>
  );
}

export const ErrorBoundary = NewsletterArchiveError;
