import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { afterEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../tests/setup/database";
import { createLogger } from "./logger";
import { createPageCache, type PageCache } from "./page-cache";

const database = withTestDatabase();
const caches: PageCache[] = [];
afterEach(() => {
  for (const cache of caches.splice(0)) cache.stop();
});

/** A site whose pages say how many times they were rendered. */
function site(pollMs = 60_000) {
  const cache = createPageCache({ db: database.db(), logger: createLogger("silent"), timeZone: "UTC", pollMs });
  caches.push(cache);
  let renders = 0;
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  app.use(cache.middleware);
  app.post("/admin/class-types", (c) => c.text("saved"));
  app.post("/admin/broken", (c) => c.text("no", 400));
  app.get("*", (c) => {
    renders++;
    return c.html(`<p>render ${renders}</p><script nonce="${c.get("secureHeadersNonce")}">go()</script>`);
  });
  return { app, renders: () => renders };
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "missing";
}

describe("page cache", () => {
  it("renders a public page once and gives each response its own nonce", async () => {
    const { app, renders } = site();
    const first = await app.request("/events");
    const second = await app.request("/events");
    expect(renders()).toBe(1);
    const secondBody = await second.text();
    expect(secondBody).toContain("render 1");
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondBody).not.toContain(nonceOf(first));
  });

  it("does not cache visitors with cookies or back-office pages", async () => {
    const { app, renders } = site();
    await app.request("/about", { headers: { cookie: "session=1" } });
    await app.request("/about", { headers: { cookie: "session=1" } });
    await app.request("/admin");
    await app.request("/admin");
    expect(renders()).toBe(4);
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

  it("drops its pages when another instance records a change", async () => {
    const first = site(50);
    const second = site(50);
    await second.app.request("/");
    await first.app.request("/admin/class-types", { method: "POST" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await (await second.app.request("/")).text()).toContain("render 2");
  });
});
