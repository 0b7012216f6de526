import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";

/** The app_settings row that holds the version of the public content. */
export const CONTENT_VERSION_KEY = "content_version";

/** Records that public content changed, so every app instance drops its cached pages. */
export async function bumpContentVersion({ db }: { db: Executor }): Promise<string> {
  const version = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insert(appSettings)
    .values({ key: CONTENT_VERSION_KEY, value: version })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: version } });
  return version;
}
