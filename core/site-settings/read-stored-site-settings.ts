import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import type { SiteSettingsValues } from "#rules/site-settings";

export async function readStoredSiteSettings({ db }: { db: Executor }): Promise<SiteSettingsValues | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...values } = row;
  return values;
}
