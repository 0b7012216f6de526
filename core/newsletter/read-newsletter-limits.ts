import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";

export type NewsletterLimits = {
  /** At most this many copies leave in any minute (site_settings.newsletter_per_minute). */
  perMinute: number;
  /** Permanent refusals in a row after which an address gets no more issues. */
  failureLimit: number;
};

/** The columns' defaults, for a site whose settings are not stored yet. */
const DEFAULT_LIMITS: NewsletterLimits = { perMinute: 60, failureLimit: 3 };

/** The newsletter's sending limits from the site settings (decision 068). */
export async function readNewsletterLimits({ db }: { db: Executor }): Promise<NewsletterLimits> {
  const [row] = await db
    .select({ perMinute: siteSettings.newsletterPerMinute, failureLimit: siteSettings.newsletterFailureLimit })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? DEFAULT_LIMITS;
}
