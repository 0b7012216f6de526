import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";

const KEY = "content_version";

/** Records that public content changed, so every app instance drops its cached pages. */
export async function bumpContentVersion({ db }: { db: Executor }): Promise<string> {
  const version = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: version })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: version } });
  return version;
}

export async function readContentVersion({ db }: { db: Executor }): Promise<string> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return typeof row?.value === "string" ? row.value : "initial";
}
