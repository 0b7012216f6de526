import { eq, sql } from "drizzle-orm";
import { listBookableSessionTypes } from "#core/bookings/list-bookable-session-types";
import { listArchivedIssues } from "#core/newsletter/list-archived-issues";
import type { Executor } from "#db/client";
import { classTypes, legalPages } from "#db/schema";
import { WHAT_THIS_SITE_COUNTS_PATH } from "#rules/analytics";
import { NEWSLETTER_ARCHIVE_PATH } from "#rules/newsletter";

const PUBLIC_PAGE_PATHS = [
  "/",
  "/coaching",
  "/events",
  "/faq",
  "/about",
  "/get-started",
  "/contact",
  "/newsletter",
  WHAT_THIS_SITE_COUNTS_PATH,
] as const;

/**
 * Every public page, class pages, the legal pages with text, and the booking
 * pages of the active session types (with /book while there is one), the
 * newsletter archive and its issues while it has any, with when it last
 * changed where known. A booking's own pages are private.
 */
export async function listPublicPaths({ db }: { db: Executor }): Promise<{ path: string; updatedAt?: Date }[]> {
  const classes = await db
    .select({ slug: classTypes.slug, updatedAt: classTypes.updatedAt })
    .from(classTypes)
    .where(eq(classTypes.status, "active"))
    .orderBy(classTypes.slug);
  // A legal page is shown only while it has text (getPublishedLegalPage).
  const legal = await db
    .select({ slug: legalPages.slug, updatedAt: legalPages.updatedAt })
    .from(legalPages)
    .where(sql`trim(${legalPages.body}) <> ''`)
    .orderBy(legalPages.slug);
  const sessions = await listBookableSessionTypes({ db });
  const { issues } = await listArchivedIssues({ db });
  return [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...legal.map((row) => ({ path: `/${row.slug}`, updatedAt: row.updatedAt })),
    ...classes.map((row) => ({ path: `/classes/${row.slug}`, updatedAt: row.updatedAt })),
    ...(sessions.length > 0 ? [{ path: "/book" }] : []),
    ...sessions.map((row) => ({ path: `/book/${row.slug}`, updatedAt: row.updatedAt })),
    ...(issues[0] ? [{ path: NEWSLETTER_ARCHIVE_PATH, updatedAt: issues[0].sentAt }] : []),
    ...issues.map((issue) => ({ path: `${NEWSLETTER_ARCHIVE_PATH}/${issue.slug}`, updatedAt: issue.sentAt })),
  ];
}
