import { data, Link } from "react-router";
import { pageMeta } from "#app/lib/meta";
import { getPublishedLegalPage } from "#core/legal/get-published-legal-page";
import { isLegalPageSlug } from "#core/legal/is-legal-page-slug";
import { WHAT_THIS_SITE_COUNTS_PATH } from "#rules/analytics";
import { LEGAL_PAGE_TITLES } from "#rules/legal-page-titles";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data?.title ?? "",
    description: `${args.data?.title ?? "Legal"}: how we handle your information and what you agree to when you work with us.`,
  });

/** The privacy policy (/privacy) and the terms (/terms): the owner's text, hidden while it is empty. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\//, "").replace(/\.data$/, "");
  if (!isLegalPageSlug(slug)) throw data(null, { status: 404 });
  const page = await getPublishedLegalPage({ db: context.db, slug });
  if (!page) throw data(null, { status: 404 });
  const updated = page.updatedAt
    ? {
        iso: page.updatedAt.toISOString(),
        text: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: context.siteSettings.timeZone }).format(
          page.updatedAt,
        ),
      }
    : null;
  return { title: page.title || LEGAL_PAGE_TITLES[slug], html: page.html, updated, slug };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-bold">{loaderData.title}</h1>
      {loaderData.updated ? (
        <p className="mt-2 text-ink-soft">
          Last updated <time dateTime={loaderData.updated.iso}>{loaderData.updated.text}</time>
        </p>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by markdown-it with raw HTML off (core/legal) */}
      <div className="legal-text mt-8" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      {loaderData.slug === "privacy" ? (
        <p className="mt-8 text-ink-soft">
          How we count visits without cookies, and what we never keep:{" "}
          <Link to={WHAT_THIS_SITE_COUNTS_PATH} className="text-brand underline underline-offset-4">
            What this site counts
          </Link>
          .
        </p>
      ) : null}
    </article>
  );
}
