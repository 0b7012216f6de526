import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import type { CountingSettings } from "#rules/analytics-insights";

/** The columns' defaults, for a site whose settings are not stored yet. */
const DEFAULT_COUNTING: CountingSettings = { enabled: true, retentionDays: 400 };

/** Whether visits are counted, and how long daily figures are kept before they are rolled up by month (decision 069). */
export async function readCountingSettings({ db }: { db: Executor }): Promise<CountingSettings> {
  const [row] = await db
    .select({ enabled: siteSettings.analyticsEnabled, retentionDays: siteSettings.analyticsRetentionDays })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? DEFAULT_COUNTING;
}
