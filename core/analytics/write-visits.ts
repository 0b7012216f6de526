import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client";
import { queryRows } from "#db/query-rows";
import {
  analyticsConversions,
  analyticsPages,
  analyticsPendingBookings,
  analyticsPendingSignups,
  analyticsSalts,
  analyticsSources,
  analyticsTotals,
  analyticsVisitorPages,
  analyticsVisitors,
} from "#db/schema";
import type { AnalyticsConversion, AnalyticsDimension } from "#rules/allowed-values";
import { ANALYTICS_DISTINCT_PER_DAY, ANALYTICS_OTHER, type PageView } from "#rules/analytics";
import { type VisitorIdentity, visitorHash } from "./visitor-hash";

/** A page view as held in memory until it is written: the address and user agent are hashed then, never stored. */
export type HeldView = PageView & {
  day: string;
  identity: VisitorIdentity;
  /** The two-letter country read from the address when the view arrived ("" when unknown). */
  country?: string;
};

/** One of the site's own events, attributed to that day's visit of whoever sent it. */
export type HeldConversion =
  | {
      type: "event";
      kind: AnalyticsConversion;
      day: string;
      /** Null when the browser asked not to be tracked: counted, but not attributed. */
      identity: VisitorIdentity | null;
      /**
       * A newsletter signup still to be confirmed, or a booking waiting for the
       * owner's approval: it waits under this subscriber or booking until then.
       */
      waitsFor?: string;
    }
  /** The subscriber confirmed, or the owner approved the booking: what waited is counted today. */
  | { type: "confirmed"; kind: Waiting; day: string; id: string };

/** The conversions that may wait: a signup for its confirmation, a booking for the owner's approval. */
type Waiting = Extract<AnalyticsConversion, "signup" | "booking">;

type Attribution = { landingPath: string; source: string; campaign: string };
/** The conversions of a row, and the people among them whose first conversion of the day it was. */
type Counted = { count: number; people: number };
const UNKNOWN: Attribution = { landingPath: "", source: "", campaign: "" };
/** Rows per statement: far below PostgreSQL's limit on parameters. */
const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Adds one to a count kept in a map under `key`. */
function add<K>(counts: Map<K, number>, key: K, by = 1) {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

/** Sorted, so two instances writing at once take the rows' locks in one order and never deadlock. */
function sortedEntries<V>(counts: Map<string, V>): [string, V][] {
  return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const SEP = "\u0001";
const key = (...parts: string[]) => parts.join(SEP);
const unkey = (joined: string) => joined.split(SEP);

/**
 * Writes what an instance held in memory in one transaction (decision 069).
 * A visitor, and a visitor's page, counts as new only when its row is
 * inserted, so the figures are exact with any number of instances writing at
 * once: each view adds to views; each new visitor adds to the day's visitors
 * and to its source, referrer, campaign tags, device, landing page and country; each
 * new visitor of a page adds to that page's visitors. Then the conversions,
 * attributed to the day's visit of the same hash ("" when none); a visitor's
 * first conversion of the day also counts them among the people who
 * converted, so a rate never counts one person twice.
 */
export async function writeVisits({
  db,
  site,
  views,
  conversions,
}: {
  db: Executor;
  /** The site's address, part of every visitor's hash. */
  site: string;
  views: HeldView[];
  conversions: HeldConversion[];
}): Promise<void> {
  if (views.length === 0 && conversions.length === 0) return;
  const days = new Set([
    ...views.map((view) => view.day),
    ...conversions.flatMap((event) => (event.type === "event" && event.identity ? [event.day] : [])),
  ]);
  const salts = new Map<string, Buffer>();
  for (const day of days) salts.set(day, await dailySalt({ db, day }));
  const hashOf = (day: string, identity: VisitorIdentity) =>
    visitorHash({ salt: salts.get(day) as Buffer, site, identity });

  // What the views say: each visitor's first view of the batch, the pages each saw, the views per page.
  const fold = await valueFolder({ db, days: [...new Set(views.map((view) => view.day))] });
  const firstViews = new Map<string, { day: string; visitor: Buffer; view: HeldView }>();
  const seenPages = new Map<string, { day: string; visitor: Buffer; path: string }>();
  const dayViews = new Map<string, number>();
  const pageViews = new Map<string, number>();
  for (const view of views) {
    const { day } = view;
    const visitor = hashOf(day, view.identity);
    const visitorKey = key(day, visitor.toString("hex"));
    if (!firstViews.has(visitorKey)) {
      const kept = {
        ...view,
        path: fold(day, "landing", view.path),
        source: fold(day, "source", view.source),
        referrer: fold(day, "referrer", view.referrer),
        utmSource: fold(day, "utm_source", view.utmSource),
        utmMedium: fold(day, "utm_medium", view.utmMedium),
        utmCampaign: fold(day, "utm_campaign", view.utmCampaign),
      };
      firstViews.set(visitorKey, { day, visitor, view: kept });
    }
    const path = fold(day, "page", view.path);
    seenPages.set(key(visitorKey, path), { day, visitor, path });
    add(dayViews, day);
    add(pageViews, key(day, path));
  }

  await db.transaction(async (tx) => {
    const dayVisitors = new Map<string, number>();
    const sourceVisitors = new Map<string, number>();
    const newVisitors = [...firstViews.values()].sort((a, b) =>
      a.day === b.day ? Buffer.compare(a.visitor, b.visitor) : a.day < b.day ? -1 : 1,
    );
    for (const rows of chunks(newVisitors)) {
      const inserted = await tx
        .insert(analyticsVisitors)
        .values(
          rows.map(({ day, visitor, view }) => ({
            day,
            visitor,
            landingPath: view.path,
            source: view.source,
            campaign: view.utmCampaign,
          })),
        )
        .onConflictDoNothing()
        .returning({ day: analyticsVisitors.day, visitor: analyticsVisitors.visitor });
      for (const row of inserted) {
        const first = firstViews.get(key(row.day, row.visitor.toString("hex")));
        if (!first) continue;
        add(dayVisitors, row.day);
        const { view } = first;
        const dimensions: [AnalyticsDimension, string][] = [
          ["source", view.source],
          ["referrer", view.referrer],
          ["utm_source", view.utmSource],
          ["utm_medium", view.utmMedium],
          ["utm_campaign", view.utmCampaign],
          ["device", view.device],
          ["landing", view.path],
          ["country", view.country ?? ""],
        ];
        // "" is kept for the source (a direct visit); an empty referrer or tag says nothing.
        for (const [dimension, value] of dimensions) {
          if (value !== "" || dimension === "source") add(sourceVisitors, key(row.day, dimension, value));
        }
      }
    }

    const pageVisitors = new Map<string, number>();
    const pagesSeen = [...seenPages.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    for (const rows of chunks(pagesSeen)) {
      const inserted = await tx
        .insert(analyticsVisitorPages)
        .values(rows)
        .onConflictDoNothing()
        .returning({ day: analyticsVisitorPages.day, path: analyticsVisitorPages.path });
      for (const row of inserted) add(pageVisitors, key(row.day, row.path));
    }

    const totals = sortedEntries(dayViews).map(([day, count]) => ({
      period: "day",
      day,
      views: count,
      visitors: dayVisitors.get(day) ?? 0,
    }));
    for (const rows of chunks(totals)) {
      await tx
        .insert(analyticsTotals)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsTotals.period, analyticsTotals.day],
          set: {
            views: sql`${analyticsTotals.views} + excluded.views`,
            visitors: sql`${analyticsTotals.visitors} + excluded.visitors`,
          },
        });
    }
    const pages = sortedEntries(pageViews).map(([joined, count]) => {
      const [day = "", path = ""] = unkey(joined);
      return { period: "day", day, path, views: count, visitors: pageVisitors.get(joined) ?? 0 };
    });
    for (const rows of chunks(pages)) {
      await tx
        .insert(analyticsPages)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsPages.period, analyticsPages.day, analyticsPages.path],
          set: {
            views: sql`${analyticsPages.views} + excluded.views`,
            visitors: sql`${analyticsPages.visitors} + excluded.visitors`,
          },
        });
    }
    const sources = sortedEntries(sourceVisitors).map(([joined, count]) => {
      const [day = "", dimension = "", value = ""] = unkey(joined);
      return { period: "day", day, dimension, value, visitors: count };
    });
    for (const rows of chunks(sources)) {
      await tx
        .insert(analyticsSources)
        .values(rows)
        .onConflictDoUpdate({
          target: [analyticsSources.period, analyticsSources.day, analyticsSources.dimension, analyticsSources.value],
          set: { visitors: sql`${analyticsSources.visitors} + excluded.visitors` },
        });
    }

    // Conversions: the same day's visit by the same hash, else unattributed.
    const counted = new Map<string, Counted>();
    const countOne = (day: string, kind: string, from: Attribution, person: boolean) => {
      const joined = key(day, kind, from.landingPath, from.source, from.campaign);
      const row = counted.get(joined) ?? { count: 0, people: 0 };
      row.count += 1;
      if (person && from.landingPath !== "") row.people += 1;
      counted.set(joined, row);
    };
    const visitOf = (day: string, identity: VisitorIdentity) =>
      and(eq(analyticsVisitors.day, day), eq(analyticsVisitors.visitor, hashOf(day, identity)));
    const attribution = {
      landingPath: analyticsVisitors.landingPath,
      source: analyticsVisitors.source,
      campaign: analyticsVisitors.campaign,
    };
    /** The visit a conversion came from; `convert` marks its visitor converted and says whether they were not yet. */
    const visitFor = async (
      day: string,
      identity: VisitorIdentity | null,
      convert: boolean,
    ): Promise<{ from: Attribution; first: boolean }> => {
      if (!identity) return { from: UNKNOWN, first: false };
      if (convert) {
        const [marked] = await tx
          .update(analyticsVisitors)
          .set({ converted: true })
          .where(and(visitOf(day, identity), eq(analyticsVisitors.converted, false)))
          .returning(attribution);
        if (marked) return { from: marked, first: true };
      }
      const [visit] = await tx.select(attribution).from(analyticsVisitors).where(visitOf(day, identity));
      return { from: visit ?? UNKNOWN, first: false };
    };
    for (const event of conversions) {
      if (event.type === "confirmed") {
        const pending = event.kind === "signup" ? analyticsPendingSignups : analyticsPendingBookings;
        const [waited] = await tx
          .delete(pending)
          .where(
            event.kind === "signup"
              ? eq(analyticsPendingSignups.subscriberId, event.id)
              : eq(analyticsPendingBookings.bookingId, event.id),
          )
          .returning({ landingPath: pending.landingPath, source: pending.source, campaign: pending.campaign });
        // The visit's day is over and its hashes gone: the person is counted, once per confirmation.
        countOne(event.day, event.kind, waited ?? UNKNOWN, true);
        continue;
      }
      const { from, first } = await visitFor(event.day, event.identity, !event.waitsFor);
      if (event.waitsFor) {
        // A subscriber or booking deleted meanwhile leaves nothing to wait for.
        await tx.execute(
          event.kind === "signup"
            ? sql`
          insert into analytics_pending_signups (subscriber_id, day, landing_path, source, campaign)
          select id, ${event.day}, ${from.landingPath}, ${from.source}, ${from.campaign}
            from email_subscribers where id = ${event.waitsFor}
          on conflict (subscriber_id) do update set day = excluded.day, landing_path = excluded.landing_path,
            source = excluded.source, campaign = excluded.campaign, created_at = now()`
            : sql`
          insert into analytics_pending_bookings (booking_id, day, landing_path, source, campaign)
          select id, ${event.day}, ${from.landingPath}, ${from.source}, ${from.campaign}
            from bookings where id = ${event.waitsFor} and status = 'pending'
          on conflict (booking_id) do nothing`,
        );
        continue;
      }
      countOne(event.day, event.kind, from, first);
    }
    const conversionRows = sortedEntries(counted).map(([joined, { count, people }]) => {
      const [day = "", kind = "", landingPath = "", source = "", campaign = ""] = unkey(joined);
      return { period: "day", day, kind, landingPath, source, campaign, count, people };
    });
    for (const rows of chunks(conversionRows)) {
      await tx
        .insert(analyticsConversions)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            analyticsConversions.period,
            analyticsConversions.day,
            analyticsConversions.kind,
            analyticsConversions.landingPath,
            analyticsConversions.source,
            analyticsConversions.campaign,
          ],
          set: {
            count: sql`${analyticsConversions.count} + excluded.count`,
            people: sql`${analyticsConversions.people} + excluded.people`,
          },
        });
    }
  });
}

/** The lists whose distinct values per day are capped: the pages, and the dimensions a visitor's request decides. */
type Capped = "page" | "landing" | "source" | "referrer" | "utm_source" | "utm_medium" | "utm_campaign";
const CAPPED_DIMENSIONS: Capped[] = ["landing", "source", "referrer", "utm_source", "utm_medium", "utm_campaign"];

/**
 * Keeps at most ANALYTICS_DISTINCT_PER_DAY distinct values of each capped
 * list per day, ANALYTICS_OTHER among them: a value already kept stays
 * itself, a new one is kept while there is room, and any later new one is
 * counted as ANALYTICS_OTHER. "" (none) is never folded. Reads the values
 * kept so far for the batch's days, at most the cap per list and day; two
 * instances writing at once may each take the last places.
 */
async function valueFolder({ db, days }: { db: Executor; days: string[] }) {
  const kept = new Map<string, Set<string>>();
  if (days.length > 0) {
    const dayList = sql.join(
      days.map((day) => sql`${day}::date`),
      sql`, `,
    );
    const dimensions = sql.join(
      CAPPED_DIMENSIONS.map((dimension) => sql`${dimension}`),
      sql`, `,
    );
    const rows = await queryRows<{ day: string; list: string; value: string }>(
      db,
      sql`
      select day::text as day, dimension as list, value from analytics_sources
        where period = 'day' and day in (${dayList}) and dimension in (${dimensions})
      union all
      select day::text, 'page', path from analytics_pages where period = 'day' and day in (${dayList})
    `,
    );
    for (const row of rows) {
      const values = kept.get(key(row.day, row.list)) ?? new Set<string>();
      values.add(row.value);
      kept.set(key(row.day, row.list), values);
    }
  }
  return (day: string, list: Capped, value: string): string => {
    if (value === "") return value;
    const values = kept.get(key(day, list)) ?? new Set<string>();
    kept.set(key(day, list), values);
    if (values.has(value)) return value;
    const others = values.has(ANALYTICS_OTHER) ? 1 : 0;
    // One place stays for ANALYTICS_OTHER.
    if (values.size - others < ANALYTICS_DISTINCT_PER_DAY - 1) {
      values.add(value);
      return value;
    }
    values.add(ANALYTICS_OTHER);
    return ANALYTICS_OTHER;
  };
}

/**
 * The day's random salt (decision 069), made by whichever instance needs it
 * first: every instance inserts a fresh one and keeps whatever row is there,
 * so they all hash a visitor alike. Deleted once the day is over.
 */
async function dailySalt({ db, day }: { db: Executor; day: string }): Promise<Buffer> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}
