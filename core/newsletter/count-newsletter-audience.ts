import { sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { emailSubscribers } from "#db/schema";
import { newsletterAudience } from "./newsletter-audience";

export type NewsletterAudienceCounts = {
  /** Every subscriber an issue for everyone would go to. */
  all: number;
  /** The same, per source, largest first. */
  bySource: { source: string; count: number }[];
};

/** How many subscribers each audience the owner can choose would reach now. */
export async function countNewsletterAudience({ db }: { db: Executor }): Promise<NewsletterAudienceCounts> {
  const rows = await db
    .select({ source: emailSubscribers.source, count: sql<number>`count(*)::int` })
    .from(emailSubscribers)
    .where(newsletterAudience(null))
    .groupBy(emailSubscribers.source);
  const bySource = rows.sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  return { all: bySource.reduce((total, row) => total + row.count, 0), bySource };
}
