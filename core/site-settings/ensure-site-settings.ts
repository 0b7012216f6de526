import type { Executor } from "#db/client";
import { siteSettings } from "#db/schema";
import { initialSiteSettings } from "./initial-site-settings";
import type { SiteSettingsSource } from "./site-settings";

/** Stores the initial settings once; later starts keep what the owner saved. */
export async function ensureSiteSettings({ db, source }: { db: Executor; source: SiteSettingsSource }) {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...initialSiteSettings(source) })
    .onConflictDoNothing();
}
