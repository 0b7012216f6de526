import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bumpContentVersion } from "#core/site/bump-content-version";
import { queryRows } from "#db/query-rows";
import { analyticsPages, analyticsSources, analyticsTotals } from "#db/schema";
import { ANALYTICS_ADDRESS_LIMITS, ANALYTICS_DISTINCT_PER_DAY, ANALYTICS_OTHER } from "#rules/analytics";
import { FILL_TIME_FIELD } from "#rules/form-guard";
import { loadEnv } from "#server/env";
import { createSiteServer } from "#server/site-server";
import { addClassType } from "#tests/setup/content";
import { withTestDatabase } from "#tests/setup/database";
import { appWithoutPages, testVisitCounter } from "#tests/setup/visits";

const database = withTestDatabase();
const ZONE = "America/New_York";
const browser = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.${n} Safari/537.36`;

const running: Server[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/**
 * The site behind Node's HTTP server. Without a trusted proxy the address
 * counted is the socket's (127.0.0.1); with one, the X-Forwarded-For sent.
 */
async function startSite({ trustProxy = false } = {}) {
  const config = loadEnv(
    { NODE_ENV: "production", SITE_URL: "http://127.0.0.1", ...(trustProxy ? { TRUST_PROXY: "true" } : {}) },
    {},
  );
  const visits = testVisitCounter(database.db(), ZONE);
  const app = appWithoutPages({ database: database.handle(), config, visits });
  const server = createSiteServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const beacon = (fields: Record<string, string>, agent: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/hit`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": agent, ...headers },
      body: new URLSearchParams(fields).toString(),
    }).then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    });
  return { base, beacon, visits };
}

/** Sends every request with at most `width` in flight. */
async function inBatches<T>(count: number, width: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += width) {
    const batch = Array.from({ length: Math.min(width, count - start) }, (_, offset) => send(start + offset));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

async function people() {
  const rows = await database.db().select({ visitors: analyticsTotals.visitors }).from(analyticsTotals);
  return rows.reduce((sum, row) => sum + row.visitors, 0);
}
async function pageRows() {
  return database
    .db()
    .select({ path: analyticsPages.path, views: analyticsPages.views, visitors: analyticsPages.visitors })
    .from(analyticsPages)
    .orderBy(analyticsPages.path);
}
async function sourceValues(dimension: string) {
  return database
    .db()
    .select({ value: analyticsSources.value, visitors: analyticsSources.visitors })
    .from(analyticsSources)
    .where(sql`${analyticsSources.dimension} = ${dimension}`);
}

describe("the visit beacon, sent junk over HTTP", () => {
  it("counts 120 beacons from one address with changing user agents as at most its limit of people", async () => {
    const site = await startSite();
    const statuses = await inBatches(120, 20, (index) =>
      site.beacon(
        index % 2 === 0
          ? { p: "/CALL-555-0199-FOR-LOANS", r: "https://cheap-loans.example/" }
          : { p: "/", r: "https://cheap-loans.example/offer" },
        browser(index),
      ),
    );
    expect(statuses).toEqual(Array(120).fill(204));
    await site.visits.flush();

    expect(await people()).toBeLessThanOrEqual(ANALYTICS_ADDRESS_LIMITS.people);
    const pages = await pageRows();
    expect(pages.map((page) => page.path)).toEqual(["/"]);
    const sources = await sourceValues("source");
    expect(sources.reduce((sum, row) => sum + row.visitors, 0)).toBeLessThanOrEqual(ANALYTICS_ADDRESS_LIMITS.people);
  });

  it("holds an IPv6 network to the limit of one address, whichever of its addresses sends", async () => {
    const site = await startSite({ trustProxy: true });
    await inBatches(60, 20, (index) =>
      site.beacon({ p: "/" }, browser(index), { "X-Forwarded-For": `2001:db8:5:7:${index.toString(16)}::1` }),
    );
    await site.beacon({ p: "/" }, browser(1), { "X-Forwarded-For": "2001:db8:5:8::1" });
    await site.visits.flush();
    expect(await people()).toBe(ANALYTICS_ADDRESS_LIMITS.people + 1);
  });

  it("counts no path the site has no page for, nor the back office or a booking however spelled", async () => {
    await addClassType(database.db(), { slug: "budget-basics" });
    const site = await startSite({ trustProxy: true });
    const paths = [
      "/CALL-555-0199-FOR-LOANS",
      "/wp-login.php",
      "/classes/no-such-class",
      "/ADMIN/bookings",
      "/Admin",
      "/%61dmin/inbox",
      "/%41DMIN/bookings",
      "/%2561dmin/inbox",
      "/admin%2Fbookings",
      "/API/hit",
      "/Bookings/k3Jq9secret",
      "/%62ookings/k3Jq9secret/reschedule",
      "/%E0%A4%A",
    ];
    for (const [index, p] of paths.entries()) {
      expect(await site.beacon({ p }, browser(1), { "X-Forwarded-For": `198.51.100.${index + 1}` })).toBe(204);
    }
    await site.visits.flush();
    expect(await database.db().select().from(analyticsTotals)).toEqual([]);

    // The site's own pages count, however the browser spelled them, under their own path.
    await site.beacon({ p: "/ABOUT/" }, browser(2), { "X-Forwarded-For": "192.0.2.1" });
    await site.beacon({ p: "/classes/budget-%62asics" }, browser(2), { "X-Forwarded-For": "192.0.2.1" });
    await site.beacon({ p: "/classes/spring-reset" }, browser(2), { "X-Forwarded-For": "192.0.2.1" });
    await site.visits.flush();
    expect((await pageRows()).map((page) => page.path)).toEqual(["/about", "/classes/budget-basics"]);

    // A class added later counts once the content has changed.
    await addClassType(database.db(), { slug: "spring-reset", title: "Spring Reset" });
    await bumpContentVersion({ db: database.db() });
    const sent = await fetch(`${site.base}/api/contact-messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", "X-Forwarded-For": "192.0.2.9" },
      body: JSON.stringify({
        name: "Ann Lee",
        email: "ann@example.com",
        message: "Hello there",
        [FILL_TIME_FIELD]: 9000,
      }),
    });
    expect(sent.status).toBe(201);
    await site.beacon({ p: "/classes/spring-reset" }, browser(2), { "X-Forwarded-For": "192.0.2.1" });
    await site.visits.flush();
    expect((await pageRows()).map((page) => page.path)).toEqual([
      "/about",
      "/classes/budget-basics",
      "/classes/spring-reset",
    ]);
  });

  it("keeps people within the addresses' limits and each day's distinct values within the cap after 9,500 junk beacons", async () => {
    const site = await startSite({ trustProxy: true });
    const addresses = 40;
    const junk = 9_500;
    // Each address first sends as much as a household may, so what follows is junk alone.
    const statuses = await inBatches(junk, 50, (index) => {
      const address = `203.0.113.${(index % addresses) + 1}`;
      const fields: Record<string, string> =
        index % 3 === 0
          ? { p: `/loans-${index}`, r: `https://spam-${index}.example/` }
          : { p: index % 3 === 1 ? "/" : "/faq", r: `https://spam-${index}.example/`, utm_source: `spam-${index}` };
      return site.beacon(fields, browser(index), { "X-Forwarded-For": address });
    });
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
    await site.visits.flush();

    expect(await people()).toBeLessThanOrEqual(addresses * ANALYTICS_ADDRESS_LIMITS.people);
    expect((await pageRows()).map((page) => page.path)).toEqual(["/", "/faq"]);
    for (const dimension of ["source", "referrer", "utm_source", "landing"]) {
      const values = await sourceValues(dimension);
      expect(values.length, dimension).toBeLessThanOrEqual(ANALYTICS_DISTINCT_PER_DAY);
    }
    // Every visitor counted under some value: those beyond the cap together.
    const sources = await sourceValues("source");
    expect(sources.some((row) => row.value === ANALYTICS_OTHER)).toBe(true);
    expect(sources.reduce((sum, row) => sum + row.visitors, 0)).toBe(await people());
    const [{ rows }] = await queryRows<{ rows: number }>(
      database.db(),
      sql`select count(*)::int as rows from analytics_visitors`,
    ).then((found) => found as [{ rows: number }]);
    expect(rows).toBe(await people());
  }, 300_000);
});
