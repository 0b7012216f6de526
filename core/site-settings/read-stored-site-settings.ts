import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import type { SiteSettingsValues } from "#rules/site-settings";
import { socialLinksOfUrls } from "#rules/social-links";

export async function readStoredSiteSettings({ db }: { db: Executor }): Promise<SiteSettingsValues | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return null;
  // The newsletter's sending limits are read where mail is sent (core/newsletter/read-newsletter-limits.ts).
  const {
    id: _id,
    updatedAt: _updatedAt,
    newsletterPerMinute: _perMinute,
    newsletterFailureLimit: _failureLimit,
    socialShortVideoUrl,
    socialVideoUrl,
    ...values
  } = row;
  // The two channels a site had before the list of profiles count as its first profiles until it is saved.
  if (values.socialLinks.length === 0) values.socialLinks = socialLinksOfUrls([socialShortVideoUrl, socialVideoUrl]);
  return values;
}
