import { applyOverrides } from "#core/site-settings/apply-overrides";
import { initialSiteSettings } from "#core/site-settings/initial-site-settings";
import { readSiteSettings } from "#core/site-settings/read-site-settings";
import type { SiteSettings, SiteSettingsSource } from "#core/site-settings/site-settings";
import type { Database } from "#db/client";
import { isDatabaseUnavailable } from "#db/errors";
import type { Logger } from "./logger";

export type SiteSettingsSnapshot = ReturnType<typeof createSiteSettingsSnapshot>;

/**
 * The settings as last read. Every page request reads them afresh (one row);
 * what runs before that read, such as the security headers and the page
 * cache's calendar day, uses the last copy. When the database does not answer,
 * the last copy keeps the public pages whole.
 */
export function createSiteSettingsSnapshot({
  db,
  source,
  logger,
}: {
  db: Database;
  source: SiteSettingsSource;
  logger: Logger;
}) {
  let current: SiteSettings = applyOverrides(initialSiteSettings(source), source);
  return {
    current: () => current,
    async refresh(): Promise<SiteSettings> {
      try {
        current = await readSiteSettings({ db, source });
      } catch (error) {
        // During an outage the request's own reads report it, once; a stack per request would bury that line.
        if (isDatabaseUnavailable(error)) logger.debug("database unavailable; using the site settings last read");
        else logger.warn({ err: error }, "could not read the site settings; using the last ones read");
      }
      return current;
    },
  };
}
