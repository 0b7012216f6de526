import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { deleteTestimonial } from "#core/testimonials/delete-testimonial";
import { withAdminHttp } from "#tests/setup/admin-http";
import { addTestimonial } from "#tests/setup/content";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { createLogger } from "./logger";
import { createPageCache, type PageCache } from "./page-cache";
import { createSiteServer } from "./site-server";

const database = withTestDatabase();
const http = withAdminHttp(database, { signedIn: false, env: { SITE_TIME_ZONE: "UTC" } });

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const running: { server: Server; cache: PageCache }[] = [];
afterEach(async () => {
  for (const { server, cache } of running.splice(0)) {
    cache.stop();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The real site behind Node's HTTP server, counting the requests that reach the app. */
async function startSite(env: Record<string, string> = {}) {
  const cache = createPageCache({ db: database.db(), logger: createLogger("silent"), timeZone: () => "UTC" });
  const app = http.app({ pageCache: cache, env });
  let reachedApp = 0;
  const server = createSiteServer({
    fetch: (request, bindings) => {
      reachedApp++;
      return app.fetch(request, bindings);
    },
    pageCache: cache,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ server, cache });
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Reply>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      sent.on("error", reject);
      sent.end();
    });
  return { get, cache, reachedApp: () => reachedApp };
}

/** Every header but the two that differ by nature on each response. */
function comparable(headers: IncomingHttpHeaders) {
  const { date: _date, "x-request-id": _id, ...rest } = headers;
  return rest;
}

describe("stored pages answered by the request listener", () => {
  for (const [label, env] of [
    ["over http", {}],
    ["behind https", { SITE_URL: "https://coach.example", TRUST_PROXY: "true" }],
  ] as const) {
    it(`carry exactly the headers of the rendered page (${label})`, async () => {
      const site = await startSite(env);
      const gzip = { "Accept-Encoding": "gzip, deflate, br" };
      const rendered = await site.get("/faq", gzip);
      const stored = await site.get("/faq", gzip);
      expect(site.reachedApp()).toBe(1);
      expect(rendered.status).toBe(200);
      expect(stored.status).toBe(200);
      expect(comparable(stored.headers)).toEqual(comparable(rendered.headers));
      expect(stored.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.headers["x-request-id"]).not.toBe(rendered.headers["x-request-id"]);
      expect(stored.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(stored.headers["x-content-type-options"]).toBe("nosniff");
      expect(stored.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(stored.headers.vary).toBe("Accept-Encoding");
      expect(stored.headers.etag).toMatch(/^W\/"/);
      if (label === "behind https") expect(stored.headers["strict-transport-security"]).toContain("max-age=");
      expect(gunzipSync(stored.body).toString()).toEqual(gunzipSync(rendered.body).toString());
    });
  }

  it("sends brotli, gzip or plain bytes as the client accepts, 304 for a matching ETag, and no body to HEAD", async () => {
    const site = await startSite();
    const first = await site.get("/events", { "Accept-Encoding": "br" });
    // The first visitor is not kept waiting for brotli; the copy is made afterwards.
    expect(first.headers["content-encoding"]).toBeUndefined();
    await site.cache.settled();
    const plain = (await site.get("/events")).body.toString();
    expect(plain).toContain("</html>");
    const brotli = await site.get("/events", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain);
    const gzip = await site.get("/events", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(plain);

    const again = await site.get("/events", { "If-None-Match": String(gzip.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(gzip.headers.etag);
    const changed = await site.get("/events", { "If-None-Match": 'W/"something-else"' });
    expect(changed.status).toBe(200);

    const head = await site.get("/events", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(gzip.headers["content-length"]);
    expect(site.reachedApp()).toBe(1);
  });

  it("serves campaign links from the same stored page, but not parameters a page reads", async () => {
    const site = await startSite();
    const a = await site.get("/about?utm_source=a&fbclid=1");
    const b = await site.get("/about?utm_source=b&gclid=2&ref=news");
    const clean = await site.get("/about");
    expect(site.reachedApp()).toBe(1);
    expect(site.cache.stats().entries).toBe(1);
    expect(b.body.toString()).toBe(a.body.toString());
    expect(clean.body.toString()).toBe(a.body.toString());

    // React Router's own `_routes` picks what a client-side navigation receives.
    const rootOnly = await site.get("/about.data?_routes=root&utm_source=a");
    const aboutOnly = await site.get("/about.data?_routes=routes%2F_site%2Fabout");
    expect(rootOnly.status).toBe(200);
    expect(aboutOnly.status).toBe(200);
    expect(aboutOnly.body.toString()).not.toBe(rootOnly.body.toString());
    expect(site.cache.stats().entries).toBe(3);
    expect(site.reachedApp()).toBe(3);
  });

  it("answers a visitor with unrelated cookies from the stored page, a signed-in admin with a fresh render", async () => {
    const site = await startSite();
    const stored = await site.get("/about");
    const withAnalytics = await site.get("/about", { cookie: "_ga=GA1.1.77; theme=dark" });
    expect(site.reachedApp()).toBe(1);
    expect(withAnalytics.body.toString()).toBe(stored.body.toString());
    const admin = await site.get("/about", { cookie: "_ga=GA1.1.77; admin_session=token" });
    expect(admin.status).toBe(200);
    expect(site.reachedApp()).toBe(2);
  });

  it("never stores a page with personal details or a form's signed start time", async () => {
    const site = await startSite();
    for (const path of ["/registration/cancel?token=abc", "/contact", "/newsletter"]) {
      await site.get(path);
      await site.get(path);
    }
    expect(site.reachedApp()).toBe(6);
    expect(site.cache.stats().entries).toBe(0);
  });

  it("renders again everywhere after a back-office write", async () => {
    const second = await startSite();
    await second.get("/faq");
    const changed = await addTestimonial(database.db(), { name: "New" });
    await deleteTestimonial({ db: database.db(), id: changed.id, actor: testActor });
    // The other instance polls the content version every 2 seconds.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await second.get("/faq");
    expect(second.reachedApp()).toBe(2);
  });
});

describe("answers the page cache does not keep", () => {
  it("are still compressed for a client that accepts it", async () => {
    const site = await startSite();
    const missing = await site.get("/no-such-page", { "Accept-Encoding": "gzip, br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(missing.body).toString()).toContain("</html>");
    expect(site.cache.stats().entries).toBe(0);
  });
});
