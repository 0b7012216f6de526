import type { HeldView } from "#core/analytics/write-visits";
import type { Database, DatabaseHandle } from "#db/client";
import { analyticsConversions } from "#db/schema";
import type { PageView } from "#rules/analytics";
import { createApp } from "#server/app";
import type { Env } from "#server/env";
import { createLogger } from "#server/logger";
import { createVisitCounter, type VisitCounter } from "#server/visit-counter";
import { SITE } from "./form-post";

/** A direct visit on a computer, no referrer and no campaign tags. */
export const DIRECT_VIEW: PageView = {
  path: "/",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  source: "",
  device: "desktop",
};

/** One visitor, never stored: only their daily hash is. */
export const VISITOR = { address: "203.0.113.5", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" };

/** The visitor's view of `path` on `day`, as a counter holds it. */
export function heldView(day: string, path = "/"): HeldView {
  return { ...DIRECT_VIEW, path, day, identity: VISITOR };
}

/** A visit counter that writes only when told (`flush`, `stop`), for a test to read what it counted. */
export function testVisitCounter(db: Database, timeZone = "America/New_York") {
  return createVisitCounter({
    db,
    siteUrl: SITE,
    siteSettings: { current: () => ({ timeZone }) },
    logger: createLogger("silent"),
    everyMs: 3_600_000,
  });
}

/** The conversions counted, kind and count only. */
export async function countedConversions(db: Database) {
  return db.select({ kind: analyticsConversions.kind, count: analyticsConversions.count }).from(analyticsConversions);
}

/** The site's app without its pages (the beacon and the API), counting visits with `visits`. */
export function appWithoutPages({
  database,
  config,
  visits,
}: {
  database: DatabaseHandle;
  config: Env;
  visits: VisitCounter;
}) {
  return createApp({
    database,
    config,
    logger: createLogger("silent"),
    visits,
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
}
