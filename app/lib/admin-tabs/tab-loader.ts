import type { AppLoadContext } from "react-router";
import type { Database } from "#server/context";

/** What a list page's loader gets: the database and the page's address (search, filters, page). */
export type TabLoaderArgs = { db: Database; url: URL; timeZone: string; mailConfigured: boolean };

/** A list loader's arguments for a request. */
export function tabLoaderArgs(request: Request, context: AppLoadContext): TabLoaderArgs {
  return {
    db: context.db,
    url: new URL(request.url),
    timeZone: context.siteSettings.timeZone,
    mailConfigured: context.config.mail.configured,
  };
}
