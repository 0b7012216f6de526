import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NEWSLETTER_ARCHIVE_PATH, NEWSLETTER_ARCHIVE_TEXTS as TEXTS } from "#rules/newsletter";

/** The invitation under the archive's pages: the next issue, by email. */
export function SubscribeToNewsletter() {
  return (
    <section className="mt-16 rounded-2xl bg-brand-light p-8 text-center" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="font-display text-2xl font-bold">
        {TEXTS.subscribeTitle}
      </h2>
      <p className="mt-3 text-ink-soft">{TEXTS.subscribeText}</p>
      <Link to="/newsletter" className="mt-6 inline-block rounded-full bg-brand px-8 py-3 font-semibold text-white">
        {TEXTS.subscribe}
      </Link>
    </section>
  );
}

/** An address the archive does not have, in the site's frame, with the way back to it. */
export function NewsletterArchiveError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">{notFound ? TEXTS.notFound : TEXTS.loadFailed}</h1>
      <p className="mt-4 text-ink-soft">{notFound ? TEXTS.notFoundText : TEXTS.loadFailedText}</p>
      <Link
        to={NEWSLETTER_ARCHIVE_PATH}
        className="mt-6 inline-block font-semibold text-brand underline underline-offset-4"
      >
        {TEXTS.allIssues}
      </Link>
    </div>
  );
}

/** The title of a page the archive could not show, kept out of search results. */
export function archiveErrorMeta(error: unknown) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? TEXTS.notFound : TEXTS.loadFailed }, { name: "robots", content: "noindex" }];
}
