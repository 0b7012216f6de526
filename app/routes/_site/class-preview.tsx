import { data, Link } from "react-router";
import { ClassPageContent } from "#app/components/class-page-content";
import { requireAdmin } from "#app/lib/admin-session.server";
import { getPublicClassType } from "#core/classes/get-public-class-type";
import { todayIn } from "#core/dates";
import { CLASS_PAGE_MESSAGES, isClassSlug } from "#rules/class-page";
import { CLASS_PREVIEW_TEXT } from "#rules/class-preview";
import type { Route } from "./+types/class-preview";

/**
 * A class type's public page as it will look, for a signed-in admin: a draft,
 * or a date not on the site yet (`?date=id`). Marked Preview, never indexed,
 * never stored by the page cache or the browser (it lives under /admin).
 */
export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: loaded ? CLASS_PREVIEW_TEXT.title(loaded.classType.title) : CLASS_PAGE_MESSAGES.notFound },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const noStore = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!isClassSlug(params.slug)) throw data(CLASS_PAGE_MESSAGES.notFound, { status: 404, headers: noStore });
  const dateId = new URL(request.url).searchParams.get("date") ?? undefined;
  const classType = await getPublicClassType({
    db: context.db,
    slug: params.slug,
    today: todayIn(context.siteSettings.timeZone),
    preview: { dateId },
  });
  if (!classType) throw data(CLASS_PAGE_MESSAGES.notFound, { status: 404, headers: noStore });
  return data({ classType }, { headers: noStore });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export default function ClassPreview({ loaderData }: Route.ComponentProps) {
  const { classType } = loaderData;
  return (
    <>
      <div
        role="note"
        aria-label={CLASS_PREVIEW_TEXT.badge}
        className="sticky top-0 z-50 border-b-4 border-accent bg-accent-light px-6 py-3 text-ink"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <p>
            <span className="mr-3 rounded-full bg-accent px-3 py-1 text-sm font-bold uppercase tracking-wide text-white">
              {CLASS_PREVIEW_TEXT.badge}
            </span>
            {CLASS_PREVIEW_TEXT.explanation}
          </p>
          <Link to="/admin" className="font-semibold text-brand-dark underline underline-offset-4">
            {CLASS_PREVIEW_TEXT.back}
          </Link>
        </div>
      </div>
      <ClassPageContent classType={classType} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">{CLASS_PAGE_MESSAGES.notFound}</h1>
    </div>
  );
}
