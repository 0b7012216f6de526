import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";

export type NewsletterSendingSettings = { perMinute: number; failureLimit: number };

/** The newsletter's sending rate and how many permanent failures suppress an address (the columns' defaults until saved). */
export async function readNewsletterSendingSettings({ db }: { db: Executor }): Promise<NewsletterSendingSettings> {
  const [row] = await db
    .select({ perMinute: siteSettings.newsletterPerMinute, failureLimit: siteSettings.newsletterFailureLimit })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { perMinute: 60, failureLimit: 3 };
}
