import { readAnalyticsSettings } from "#core/analytics/read-analytics-settings";
import type { VisitorIdentity } from "#core/analytics/visitor-hash";
import { type HeldConversion, type HeldView, writeVisits } from "#core/analytics/write-visits";
import { todayIn } from "#core/dates";
import { listPublicPaths } from "#core/site/list-public-paths";
import type { VisitorFormResult } from "#core/visitor-forms/receive-visitor-form";
import type { Database } from "#db/client";
import { isDatabaseUnavailable } from "#db/errors";
import type { AnalyticsConversion } from "#rules/allowed-values";
import { ANALYTICS_ADDRESS_LIMITS, asksNotToBeTracked, countedPages, type PageView } from "#rules/analytics";
import type { VisitorForm } from "#rules/form-guard";
import { createCountryLookup } from "./country-lookup";
import type { Logger } from "./logger";
import type { ShutdownRegistry } from "./shutdown";

/** Most views and events one instance holds between two writes; beyond it new ones are dropped (and said once). */
const MAX_HELD = 50_000;

/** Client addresses followed per day for their limits; a new one beyond it is not counted that day (and said once). */
const MAX_ADDRESSES = 100_000;

/** The address a visitor's limits are kept under: an IPv4 address, or an IPv6 address's /64 network (what one subscriber is given). */
export function addressGroup(address: string): string {
  const bare = address.split("%", 1)[0]?.toLowerCase() ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(":")) return bare;
  const [head = "", tail] = bare.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;

/** Who is sending a request, as the counter needs it: the address, the user agent, and whether they asked not to be tracked. */
export type RequestVisitor = { address: string; headers: { get(name: string): string | null } };

function identityOf(visitor: RequestVisitor): VisitorIdentity | null {
  if (asksNotToBeTracked(visitor.headers)) return null;
  return { address: visitor.address, userAgent: visitor.headers.get("user-agent") ?? "" };
}

/**
 * Counts visits off the request's path (decision 069): a beacon's view or a
 * form's conversion is kept in memory at once, and what is held is written
 * in one transaction every `everyMs` and when the server stops. While the
 * owner has counting turned off, what was held is dropped at the write. A
 * write that fails keeps what it held for the next one.
 */
export function createVisitCounter({
  db,
  siteUrl,
  siteSettings,
  logger,
  countryOf = () => "",
  everyMs = 5_000,
}: {
  db: Database;
  /** The site's address, part of every visitor's hash. */
  siteUrl: string;
  /** The settings as last read: the business's time zone gives the calendar day a visit belongs to. */
  siteSettings: { current(): { timeZone: string } };
  logger: Logger;
  /** The two-letter country of an address ("" when unknown): server/country-lookup.ts. */
  countryOf?: (address: string) => string;
  everyMs?: number;
}) {
  let views: HeldView[] = [];
  let conversions: HeldConversion[] = [];
  let writing: Promise<void> = Promise.resolve();
  let warnedFull = false;
  const today = () => todayIn(siteSettings.current().timeZone);

  // Each address's people (user agents) and views today.
  let limitsDay = "";
  let addresses = new Map<string, { agents: Set<string>; views: number }>();
  let warnedAddresses = false;
  /** Whether one more view from this visitor stays within its address's limits today (and takes its place if so). */
  const withinLimits = (identity: VisitorIdentity, day: string) => {
    if (day !== limitsDay) {
      limitsDay = day;
      addresses = new Map();
      warnedAddresses = false;
    }
    const group = addressGroup(identity.address);
    let seen = addresses.get(group);
    if (!seen) {
      if (addresses.size >= MAX_ADDRESSES) {
        if (!warnedAddresses)
          logger.warn({ addresses: MAX_ADDRESSES }, "visit counter follows no more addresses today");
        warnedAddresses = true;
        return false;
      }
      seen = { agents: new Set(), views: 0 };
      addresses.set(group, seen);
    }
    if (seen.views >= ANALYTICS_ADDRESS_LIMITS.views) return false;
    if (!seen.agents.has(identity.userAgent)) {
      if (seen.agents.size >= ANALYTICS_ADDRESS_LIMITS.people) return false;
      seen.agents.add(identity.userAgent);
    }
    seen.views++;
    return true;
  };

  // The site's pages, read again after its content changed.
  let pages: Promise<ReadonlyMap<string, string>> | null = null;
  const readPages = () => {
    pages ??= listPublicPaths({ db }).then(
      (listed) => countedPages(listed.map(({ path }) => path)),
      (error) => {
        pages = null;
        throw error;
      },
    );
    return pages;
  };
  /** Only the views of pages the site has, each under the page's own path. */
  const ofKnownPages = async (held: HeldView[]) => {
    if (held.length === 0) return held;
    const known = await readPages();
    return held.flatMap((view) => {
      const path = known.get(view.path);
      return path === undefined ? [] : [{ ...view, path }];
    });
  };
  const full = () => {
    const isFull = views.length + conversions.length >= MAX_HELD;
    if (isFull && !warnedFull) logger.warn({ held: MAX_HELD }, "visit counter full until its next write");
    warnedFull = isFull;
    return isFull;
  };

  const write = async () => {
    const taken = { views, conversions };
    views = [];
    conversions = [];
    if (taken.views.length === 0 && taken.conversions.length === 0) return;
    try {
      if (!(await readAnalyticsSettings({ db })).enabled) return;
      await writeVisits({ db, site: siteUrl, views: await ofKnownPages(taken.views), conversions: taken.conversions });
    } catch (error) {
      // Kept for the next write, in front of what came since, as far as there is room.
      views = [...taken.views, ...views].slice(0, MAX_HELD);
      conversions = [...taken.conversions, ...conversions].slice(0, MAX_HELD);
      if (isDatabaseUnavailable(error)) logger.debug("database unavailable; visit counts kept for the next write");
      else logger.error({ err: error }, "could not write visit counts; kept for the next write");
    }
  };
  /** Writes what is held now, after any write in progress; the writes never overlap. */
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };
  // Started by the first thing counted, so an app that never counts holds no timer.
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const hold = () => {
    if (!timer && !stopped) timer = setInterval(() => void flush(), everyMs).unref();
  };

  return {
    /**
     * A page view from a beacon; not counted when the browser asks not to be
     * tracked, beyond its address's limits for the day, or (at the write) when
     * the site has no such page.
     */
    countView(view: PageView, visitor: RequestVisitor) {
      const identity = identityOf(visitor);
      if (!identity || full()) return;
      const day = today();
      if (!withinLimits(identity, day)) return;
      views.push({ ...view, country: countryOf(identity.address), day, identity });
      hold();
    },
    /** The site's content changed: its pages are read again before the next views are written. */
    pagesChanged() {
      pages = null;
    },
    /**
     * One of the site's own events, attributed to the sender's visit today;
     * a signup still to be confirmed names its subscriber, a booking waiting
     * for the owner's approval its booking, and waits (`waitsFor`).
     */
    countConversion(kind: AnalyticsConversion, visitor: RequestVisitor, waitsFor?: string) {
      // Counting never stands in the way of the form that was sent.
      try {
        if (full()) return;
        conversions.push({ type: "event", kind, day: today(), identity: identityOf(visitor), waitsFor });
        hold();
      } catch (error) {
        logger.error({ err: error, kind }, "could not count a conversion");
      }
    },
    /** A subscriber confirmed, or the owner approved a booking: the signup or booking that waited counts today. */
    countConfirmed(kind: "signup" | "booking", id: string) {
      try {
        if (full()) return;
        conversions.push({ type: "confirmed", kind, day: today(), id });
        hold();
      } catch (error) {
        logger.error({ err: error, kind }, "could not count a confirmed conversion");
      }
    },
    flush,
    /** Stops the timer and writes what is held. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await flush();
    },
  };
}

/** Counts a contact message or newsletter signup the site kept (a signup to be confirmed waits for it). */
export function countVisitorForm(
  visits: VisitCounter,
  form: VisitorForm,
  result: Extract<VisitorFormResult, { ok: true }>,
  visitor: RequestVisitor,
) {
  if (form === "contact") visits.countConversion("contact", visitor);
  else visits.countConversion("signup", visitor, result.awaitsConfirmation ? result.id : undefined);
}

/**
 * The running server's counter: countries read with the shipped table, and
 * what is held written once more when the server stops (after the requests
 * in flight).
 */
export function startVisitCounting({
  shutdown,
  ...options
}: Omit<Parameters<typeof createVisitCounter>[0], "countryOf" | "everyMs"> & { shutdown: ShutdownRegistry }) {
  const { countryOf, ready: countriesReady } = createCountryLookup((error) =>
    options.logger.warn({ err: error }, "countries of visits unavailable"),
  );
  const visits = createVisitCounter({ ...options, countryOf });
  shutdown.join({ name: "visit counter", stop: () => visits.stop() });
  return Object.assign(visits, { countriesReady });
}
