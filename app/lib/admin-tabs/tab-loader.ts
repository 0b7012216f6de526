import type { Database } from "#server/context";

/** What a dashboard tab's loader gets: the database and the page's address (search, filters, page). */
export type TabLoaderArgs = { db: Database; url: URL; timeZone: string; mailConfigured: boolean };
