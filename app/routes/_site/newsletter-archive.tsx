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
import { breadcrumbData, newsletterArchiveData } from "#app/lib/structured-data";
import { listArchivedIssues } from "#core/newsletter/list-archived-issues";
import {
  NEWSLETTER_ARCHIVE_PATH,
  NEWSLETTER_FEED_PATH,
  NEWSLETTER_ARCHIVE_PAGE_SIZE as PAGE_SIZE,
  NEWSLETTER_ARCHIVE_TEXTS as TEXTS,
} from "#rules/newsletter";
import type { Route } from "./+types/newsletter-archive";

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return archiveErrorMeta(args.error);
  const { page, pageCount, siteName } = args.data;
  return [
    ...pageMeta(args, {
      title: page > 1 ? `${TEXTS.title}, ${TEXTS.pageOf(page, pageCount).toLowerCase()}` : TEXTS.title,
      description: TEXTS.description,
      path: page > 1 ? `${NEWSLETTER_ARCHIVE_PATH}?page=${page}` : NEWSLETTER_ARCHIVE_PATH,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: TEXTS.feedTitle(siteName),
      href: NEWSLETTER_FEED_PATH,
    },
  ];
};

/** "2" is page 2; the first page has no number; anything else is no page of the archive. */
function pageNumber(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The issues in the archive, newest first, a page at a time (?page=2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  if (page === null) throw data(null, { status: 404 });
  const { issues, total } = await listArchivedIssues({
    db: context.db,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  const business = await loadBusinessDetails(context);
  const structuredData = [
    breadcrumbData(business, [
      { name: "Home", path: "/" },
      { name: "Newsletter", path: "/newsletter" },
      { name: TEXTS.title, path: NEWSLETTER_ARCHIVE_PATH },
    ]),
    newsletterArchiveData(business, {
      url: `${business.url}${NEWSLETTER_ARCHIVE_PATH}`,
      name: TEXTS.feedTitle(business.name),
      description: TEXTS.description,
      issues: issues.map((issue) => archiveEntryLink(issue, business)),
    }),
  ];
  return {
    page,
    pageCount,
    siteName: business.name,
    issues: issues.map((issue) => archiveEntry(issue, context)),
    structuredData,
  };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, issues } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-bold">{TEXTS.title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{TEXTS.intro}</p>
      {issues.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-line bg-white p-6">{TEXTS.empty}</p>
      ) : (
        <ol className="mt-10 space-y-6">
          {issues.map((issue) => (
            <li key={issue.path}>
              <article className="rounded-2xl border border-line bg-white p-6">
                <h2 className="font-display text-2xl font-bold text-brand-dark">
                  <Link to={issue.path} className="underline-offset-4 hover:underline">
                    {issue.subject}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  {TEXTS.sent} <time dateTime={issue.sent.iso}>{issue.sent.text}</time>
                </p>
                {issue.previewText ? <p className="mt-3">{issue.previewText}</p> : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav aria-label={TEXTS.pages} className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={page === 2 ? NEWSLETTER_ARCHIVE_PATH : `${NEWSLETTER_ARCHIVE_PATH}?page=${page - 1}`}
              rel="prev"
              className="font-semibold text-brand underline underline-offset-4"
            >
              {TEXTS.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-ink-soft">{TEXTS.pageOf(page, pageCount)}</span>
          {page < pageCount ? (
            <Link
              to={`${NEWSLETTER_ARCHIVE_PATH}?page=${page + 1}`}
              rel="next"
              className="font-semibold text-brand underline underline-offset-4"
            >
              {TEXTS.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p className="mt-8">
        <a href={NEWSLETTER_FEED_PATH} type="application/atom+xml" className="text-brand underline underline-offset-4">
          {TEXTS.feed}
        </a>
      </p>
      <SubscribeToNewsletter />
      {loaderData.structuredData.map((entry) => (
        <JsonLd key={entry["@type"]} data={entry} />
      ))}
    </div>
  );
}

export const ErrorBoundary = NewsletterArchiveError;
