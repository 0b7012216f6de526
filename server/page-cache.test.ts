import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { afterEach, describe, expect, it } from "vitest";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import { testActor } from "#tests/setup/content-writes";
import { withTestDatabase } from "#tests/setup/database";
import { refreshAfterWrites } from "./content-version-watch";
import { createLogger } from "./logger";
import { createPageCache, type PageCache } from "./page-cache";

const database = withTestDatabase();
const caches: PageCache[] = [];
afterEach(() => {
  for (const cache of caches.splice(0)) cache.stop();
});

/** A site whose pages say how many times they were rendered. */
function site(pollMs = 60_000, limits: { maxEntries?: number; maxBytes?: number } = {}) {
  const cache = createPageCache({
    db: database.db(),
    logger: createLogger("silent"),
    timeZone: () => "UTC",
    pollMs,
    ...limits,
  });
  caches.push(cache);
  let renders = 0;
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(refreshAfterWrites(cache.contentVersion));
  app.use(cache.middleware);
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  const write = (action: "update" | "sign_in") =>
    recordAuditEvent({ db: database.db(), event: { ...testActor, action, targetType: "class_type", targetId: "1" } });
  app.post("/admin/class-types", async (c) => {
    await write("update");
    return c.text("saved");
  });
  app.post("/admin/login", async (c) => {
    await write("sign_in");
    return c.redirect("/admin", 303);
  });
  app.post("/admin/broken", (c) => c.text("no", 400));
  app.get("*", (c) => {
    renders++;
    const filler = c.req.path.startsWith("/long") ? "<p>Plan, save, breathe.</p>".repeat(100) : "";
    return c.html(`<p>render ${renders}</p>${filler}<script nonce="${c.get("secureHeadersNonce")}">go()</script>`);
  });
  return { app, cache, renders: () => renders };
}

describe("page cache", () => {
  it("renders a public page once and sends it again with its inline script allowed by hash", async () => {
    const { app, renders } = site();
    const first = await app.request("/events");
    const second = await app.request("/events");
    expect(renders()).toBe(1);
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(body).toBe("<p>render 1</p><script>go()</script>");
    const goHash = createHash("sha256").update("go()").digest("base64");
    for (const response of [first, second]) {
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'sha256-${goHash}'`);
      expect(response.headers.get("content-security-policy")).not.toContain("nonce-");
    }
  });

  it("keeps a page compressed and sends each client the encoding it accepts", async () => {
    const { app, cache, renders } = site();
    const plain = await (await app.request("/long")).text();
    await cache.settled();
    const gzip = await app.request("/long", { headers: { "Accept-Encoding": "gzip, deflate" } });
    const brotli = await app.request("/long", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(renders()).toBe(1);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBody.length).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(plain);
  });

  it("renders afresh for a signed-in admin and for back-office pages, not for other cookies", async () => {
    const { app, renders } = site();
    await app.request("/about", { headers: { cookie: "_ga=GA1.1.5; admin_session=abc" } });
    await app.request("/about", { headers: { cookie: "__Host-admin_session=abc" } });
    await app.request("/admin");
    await app.request("/admin");
    expect(renders()).toBe(4);
    // An analytics cookie of the same domain says nothing the page depends on.
    await app.request("/about", { headers: { cookie: "_ga=GA1.1.5; my_admin_session=1" } });
    expect(await (await app.request("/about")).text()).toContain("render 5");
    expect(renders()).toBe(5);
  });

  it("renders again after a successful back-office write, not after a failed one", async () => {
    const { app, renders } = site();
    await app.request("/faq");
    await app.request("/admin/broken", { method: "POST" });
    await app.request("/faq");
    expect(renders()).toBe(1);
    await app.request("/admin/class-types", { method: "POST" });
    expect(await (await app.request("/faq")).text()).toContain("render 2");
  });

  it("keeps its pages through a sign-in, which changes no public page", async () => {
    const { app, renders } = site();
    await app.request("/faq");
    await app.request("/admin/login", { method: "POST" });
    expect(await (await app.request("/faq")).text()).toContain("render 1");
    expect(renders()).toBe(1);
  });

  it("never keeps the registration form or the cancellation page", async () => {
    const { app, renders } = site();
    await app.request("/classes/budget/7/register");
    await app.request("/classes/budget/7/register");
    await app.request("/registration/cancel?token=abc");
    await app.request("/registration/cancel?token=abc");
    expect(renders()).toBe(4);
  });

  it("drops its pages when another instance records a change", async () => {
    const first = site(50);
    const second = site(50);
    await second.app.request("/");
    await first.app.request("/admin/class-types", { method: "POST" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await second.app.request("/")).text()).toContain("render 2");
  });

  it("keeps the pages visitors ask for most while a thousand others pass through", async () => {
    const { app, cache, renders } = site(60_000, { maxEntries: 100 });
    await app.request("/popular");
    for (let i = 0; i < 1000; i++) {
      await app.request(`/passing-${i}`);
      if (i % 50 === 0) await app.request("/popular");
    }
    expect(renders()).toBe(1001);
    expect(await (await app.request("/popular")).text()).toContain("render 1<");
    expect(cache.stats().entries).toBe(100);
    expect(await (await app.request("/passing-0")).text()).toContain("render 1002");
  });

  it("holds no more bytes than it is allowed", async () => {
    const { app, cache } = site(60_000, { maxBytes: 20_000 });
    for (let i = 0; i < 40; i++) await app.request(`/long/${i}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(cache.stats().entries).toBeGreaterThan(0);
  });
});
