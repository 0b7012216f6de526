import { eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";
import { CONTENT_VERSION_KEY } from "./bump-content-version";

/** The version of the public content the cached pages were made from; "initial" before the first write. */
export async function readContentVersion({ db }: { db: Executor }): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CONTENT_VERSION_KEY));
  return typeof row?.value === "string" ? row.value : "initial";
}
