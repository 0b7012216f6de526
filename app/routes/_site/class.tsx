import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { ClassPageContent } from "#app/components/class-page-content";
import { loadBusinessDetails } from "#app/lib/business.server";
import { DEFAULT_BUSINESS_IMAGE } from "#app/lib/business-data";
import { excerpt } from "#app/lib/format";
import { pageMeta } from "#app/lib/meta";
import { breadcrumbData, eventData } from "#app/lib/structured-data";
import { findRenamedClassType } from "#core/classes/find-renamed-class-type";
import { getPublicClassType } from "#core/classes/get-public-class-type";
import { todayIn } from "#core/dates";
import { CLASS_PAGE_MESSAGES, isClassSlug } from "#rules/class-page";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "#server/database-outage";
import type { Route } from "./+types/class";

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) {
    const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    return [
      { title: notFound ? CLASS_PAGE_MESSAGES.notFound : CLASS_PAGE_MESSAGES.loadFailed },
      { name: "robots", content: "noindex" },
    ];
  }
  const { classType } = args.data;
  return pageMeta(args, {
    title: classType.title,
    description: excerpt(classType.description, 160),
    image: classType.featuredImage
      ? { kind: "stored", image: classType.featuredImage, alt: classType.title }
      : classType.featuredImageUrl
        ? { kind: "linked", url: classType.featuredImageUrl, alt: classType.title }
        : null,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  // An address no class could have (a NUL byte, a slash, broken encoding) is simply not a class.
  if (!isClassSlug(params.slug)) throw data(CLASS_PAGE_MESSAGES.notFound, { status: 404 });
  let classType: Awaited<ReturnType<typeof getPublicClassType>>;
  try {
    classType = await getPublicClassType({
      db: context.db,
      slug: params.slug,
      today: todayIn(context.siteSettings.timeZone),
    });
  } catch (error) {
    if (!reportDatabaseOutage(context.logger, error, "class page")) throw error;
    throw data(CLASS_PAGE_MESSAGES.loadFailed, {
      status: 503,
      headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }
  if (!classType) {
    // A class type renamed since the link was shared answers at its new address.
    const renamed = await findRenamedClassType({ db: context.db, slug: params.slug });
    if (renamed) throw redirect(`/classes/${encodeURIComponent(renamed)}`, 301);
    throw data(CLASS_PAGE_MESSAGES.notFound, { status: 404 });
  }
  // The dates' search-engine descriptions are made here, so the page's
  // JavaScript does not carry the code that writes them.
  const business = await loadBusinessDetails(context);
  const timeZone = context.siteSettings.timeZone;
  const structuredData = [
    breadcrumbData(business, [
      { name: "Home", path: "/" },
      { name: "Events", path: "/events" },
      { name: classType.title, path: `/classes/${classType.slug}` },
    ]),
    ...classType.upcoming.map((instance) =>
      eventData(instance, { business, timeZone, fallbackImageUrl: DEFAULT_BUSINESS_IMAGE }),
    ),
  ];
  return { classType, timeZone, structuredData };
}

// Retry-After of an outage.
export function headers({ parentHeaders, errorHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of errorHeaders ?? loaderHeaders) merged.set(name, value);
  return merged;
}

function BackToEvents() {
  return (
    <Link to="/events" className="mt-6 inline-block font-semibold text-brand underline underline-offset-4">
      Back to Events
    </Link>
  );
}

export default function ClassPage({ loaderData }: Route.ComponentProps) {
  return <ClassPageContent classType={loaderData.classType} structuredData={loaderData.structuredData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">
        {notFound ? CLASS_PAGE_MESSAGES.notFound : CLASS_PAGE_MESSAGES.loadFailed}
      </h1>
      <BackToEvents />
    </div>
  );
}
