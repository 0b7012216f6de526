import type { Executor } from "#db/client";
import { applyOverrides } from "./apply-overrides";
import { initialSiteSettings } from "./initial-site-settings";
import { readStoredSiteSettings } from "./read-stored-site-settings";
import type { SiteSettings, SiteSettingsSource } from "./site-settings";

/**
 * The business's settings: what the owner saved, with the environment's pinned
 * values on top. Before the first start has stored them, the initial values.
 */
export async function readSiteSettings({
  db,
  source,
}: {
  db: Executor;
  source: SiteSettingsSource;
}): Promise<SiteSettings> {
  const stored = await readStoredSiteSettings({ db });
  return applyOverrides(stored ?? initialSiteSettings(source), source);
}
