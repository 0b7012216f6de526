import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";

/** Whether visits are counted, and how many days daily rows are kept before they become month rows. */
export async function readAnalyticsSettings({
  db,
}: {
  db: Executor;
}): Promise<{ enabled: boolean; retentionDays: number }> {
  const [row] = await db
    .select({ enabled: siteSettings.analyticsEnabled, retentionDays: siteSettings.analyticsRetentionDays })
    .from(siteSettings)
    .limit(1);
  // Before the first start has stored the settings: the columns' defaults.
  return row ?? { enabled: true, retentionDays: 400 };
}
