import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "#core/dates";
import { queryRows } from "#db/query-rows";
import { analyticsConversions, analyticsPages, analyticsSources, analyticsTotals, siteSettings } from "#db/schema";
import { FILL_TIME_FIELD } from "#rules/form-guard";
import type { createApp } from "#server/app";
import { createCountryLookup } from "#server/country-lookup";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { createVisitCounter } from "#server/visit-counter";
import { withTestDatabase } from "#tests/setup/database";
import { appWithoutPages } from "#tests/setup/visits";
import { VISIT_BEACON_MAX_BYTES } from "./visit-beacon";

const database = withTestDatabase();
const config = loadEnv({ NODE_ENV: "production", TRUST_PROXY: "true", SITE_URL: "https://coach.example" }, {});
const ZONE = "America/New_York";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** One instance of the site: its app and the counter it writes with. */
function instance(countryOf?: (address: string) => string) {
  const logger = createLogger("silent");
  const visits = createVisitCounter({
    db: database.db(),
    siteUrl: config.siteUrl,
    siteSettings: { current: () => ({ timeZone: ZONE }) },
    logger,
    countryOf,
    everyMs: 60_000,
  });
  const app = appWithoutPages({ database: database.handle(), config, visits });
  return { app, visits };
}

type Visitor = { address: string; agent?: string; headers?: Record<string, string> };

function beacon(app: ReturnType<typeof createApp>, fields: Record<string, string>, visitor: Visitor) {
  return app.request("/api/hit", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": visitor.address,
      "User-Agent": visitor.agent ?? BROWSER,
      Origin: config.siteUrl,
      ...visitor.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const today = () => todayIn(ZONE);

describe("the visit beacon", () => {
  it("counts a visitor's country, read from the address with the shipped table, and none for a private address", async () => {
    const lookup = createCountryLookup((error) => {
      throw error;
    });
    await lookup.ready;
    const { app, visits } = instance(lookup.countryOf);
    const abroad = "1.0.0.1";
    const country = lookup.countryOf(abroad);
    expect(country).toMatch(/^[A-Z]{2}$/);
    await beacon(app, { p: "/" }, { address: abroad });
    await beacon(app, { p: "/" }, { address: "10.0.0.7" });
    await visits.flush();
    const countries = await database
      .db()
      .select({ value: analyticsSources.value, visitors: analyticsSources.visitors })
      .from(analyticsSources)
      .where(sql`${analyticsSources.dimension} = 'country'`);
    expect(countries).toEqual([{ value: country, visitors: 1 }]);
  });

  it("counts N parallel views from M visitors on two instances as N views and M visitors", async () => {
    const [first, second] = [instance(), instance()];
    const visitors = Array.from({ length: 5 }, (_, index) => ({ address: `203.0.113.${index + 1}` }));
    const paths = ["/", "/events", "/faq"];
    const sent = Array.from({ length: 60 }, (_, index) => {
      const visitor = visitors[index % visitors.length] as Visitor;
      const site = index % 2 === 0 ? first : second;
      return beacon(
        site.app,
        { p: paths[index % paths.length] as string, r: "https://www.google.com/search" },
        visitor,
      );
    });
    const answers = await Promise.all(sent);
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(204));
    await Promise.all([first.visits.flush(), second.visits.flush()]);

    const db = database.db();
    expect(await db.select().from(analyticsTotals)).toEqual([{ period: "day", day: today(), views: 60, visitors: 5 }]);
    const pages = await db.select().from(analyticsPages).orderBy(analyticsPages.path);
    // Every visitor (index mod 5) sees every page (index mod 3): 20 views and 5 visitors each.
    expect(pages.map(({ path, views, visitors }) => ({ path, views, visitors }))).toEqual([
      { path: "/", views: 20, visitors: 5 },
      { path: "/events", views: 20, visitors: 5 },
      { path: "/faq", views: 20, visitors: 5 },
    ]);
    const sources = await db.select().from(analyticsSources);
    const byDimension = Object.fromEntries(sources.map((row) => [`${row.dimension}:${row.value}`, row.visitors]));
    expect(byDimension).toMatchObject({ "source:google.com": 5, "referrer:google.com": 5, "device:desktop": 5 });

    // Sent again on the same day, the same visitors add views but no visitors.
    await beacon(first.app, { p: "/faq" }, visitors[0] as Visitor);
    await first.visits.flush();
    expect(await db.select().from(analyticsTotals)).toEqual([{ period: "day", day: today(), views: 61, visitors: 5 }]);
  });

  it("does not count bots, browsers that ask not to be tracked, the back office, its admins or junk", async () => {
    const { app, visits } = instance();
    const answers = await Promise.all([
      beacon(app, { p: "/" }, { address: "198.51.100.1", agent: "Mozilla/5.0 (compatible; Googlebot/2.1)" }),
      beacon(app, { p: "/" }, { address: "198.51.100.2", agent: "curl/8.5.0" }),
      beacon(app, { p: "/" }, { address: "198.51.100.3", headers: { DNT: "1" } }),
      beacon(app, { p: "/" }, { address: "198.51.100.4", headers: { "Sec-GPC": "1" } }),
      beacon(app, { p: "/admin/inbox" }, { address: "198.51.100.5" }),
      beacon(app, { p: "https://evil.example/" }, { address: "198.51.100.6" }),
      beacon(app, {}, { address: "198.51.100.7" }),
      beacon(app, { p: "/" }, { address: "198.51.100.10", headers: { Cookie: "admin_session=abc" } }),
      app.request("/api/hit", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.8", "User-Agent": BROWSER },
        body: "{not json",
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(204));
    const tooLarge = await beacon(app, { p: "/", r: "x".repeat(VISIT_BEACON_MAX_BYTES) }, { address: "198.51.100.9" });
    expect(tooLarge.status).toBe(413);
    await visits.flush();
    expect(await database.db().select().from(analyticsTotals)).toEqual([]);
  });

  it("counts nothing while the owner has counting turned off", async () => {
    const db = database.db();
    await db
      .insert(siteSettings)
      .values({ businessName: "Steady", supportEmail: "hello@coach.example", timeZone: ZONE, analyticsEnabled: false });
    const { app, visits } = instance();
    expect((await beacon(app, { p: "/" }, { address: "192.0.2.20" })).status).toBe(204);
    await visits.flush();
    expect(await db.select().from(analyticsTotals)).toEqual([]);
  });

  it("counts a page shown without JavaScript through its image", async () => {
    const { app, visits } = instance();
    const answer = await app.request("/api/hit?p=%2Fevents", {
      headers: { "X-Forwarded-For": "192.0.2.10", "User-Agent": PHONE },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/gif");
    // Written when the server stops, without waiting for the next write.
    await visits.stop();
    const sources = await database.db().select().from(analyticsSources);
    expect(sources.map((row) => [row.dimension, row.value])).toEqual(
      expect.arrayContaining([
        ["source", ""],
        ["device", "phone"],
        ["landing", "/events"],
      ]),
    );
  });

  it("attributes a contact message to the campaign the visit came from, and keeps nothing personal", async () => {
    const { app, visits } = instance();
    const visitor = { address: "203.0.113.77", agent: PHONE };
    await beacon(app, { p: "/coaching", utm_source: "Newsletter", utm_campaign: "spring-reset" }, visitor);
    await beacon(app, { p: "/contact" }, visitor);
    await visits.flush();
    const sent = await app.request("/api/contact-messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor.address, "User-Agent": PHONE },
      body: JSON.stringify({
        name: "Ann Lee",
        email: "ann@example.com",
        subject: "Hello",
        message: "Can we talk about my debt?",
        [FILL_TIME_FIELD]: 9000,
      }),
    });
    expect(sent.status).toBe(201);
    // Another visitor's message is counted, but not attributed.
    await app.request("/api/contact-messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.78", "User-Agent": BROWSER },
      body: JSON.stringify({
        name: "Bea Ray",
        email: "bea@example.com",
        message: "Can we talk about my budget?",
        [FILL_TIME_FIELD]: 9000,
      }),
    });
    await visits.flush();
    const db = database.db();
    const conversions = await db.select().from(analyticsConversions).orderBy(analyticsConversions.landingPath);
    expect(
      conversions.map(({ kind, landingPath, source, campaign, count }) => ({
        kind,
        landingPath,
        source,
        campaign,
        count,
      })),
    ).toEqual([
      { kind: "contact", landingPath: "", source: "", campaign: "", count: 1 },
      { kind: "contact", landingPath: "/coaching", source: "newsletter", campaign: "spring-reset", count: 1 },
    ]);

    const tables = [
      "analytics_salts",
      "analytics_visitors",
      "analytics_visitor_pages",
      "analytics_totals",
      "analytics_pages",
      "analytics_sources",
      "analytics_conversions",
      "analytics_pending_signups",
    ];
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from ${table} t`));
      const text = rows.map((row) => row.row).join("\n");
      for (const personal of ["203.0.113", "iPhone", "Mozilla", "ann@example.com"])
        expect(text).not.toContain(personal);
    }
  });
});
