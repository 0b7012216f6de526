import { describe, expect, it } from "vitest";
import { MB } from "#rules/images";
import { withTestDatabase } from "#tests/setup/database";
import { MULTIPART_OVERHEAD_BYTES } from "./admin-body-limit";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";

const database = withTestDatabase();
const SITE = "http://localhost";

function app() {
  return createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", SITE_URL: SITE }, {}),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
}

/** A request body that counts how much of it the server pulled. */
function countedBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return app().request(path, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("size limit of admin writes", () => {
  it("refuses a hero upload over 10MB from its declared length, without reading it", async () => {
    const { stream, counter } = countedBody(11 * MB);
    const response = await post("/admin/hero-images", stream, { "Content-Length": String(11 * MB) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Image size must be less than 10MB" });
    expect(counter.pulled).toBeLessThan(MB);
  });

  it("stops reading a hero upload sent without a length once it passes the limit", async () => {
    const { stream, counter } = countedBody(30 * MB);
    const response = await post("/admin/hero-images.data", stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Image size must be less than 10MB" });
    expect(counter.pulled).toBeLessThan(11 * MB);
  });

  it("allows other admin writes 5MB", async () => {
    for (const path of ["/admin", "/admin/team/new", "/api/admin/session"]) {
      const response = await post(path, new Uint8Array(6 * MB));
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ error: "Image size must be less than 5MB" });
    }
  });

  it("lets a write within its limit through to the admin gate", async () => {
    // Not signed in: the gate answers, which shows the body passed the limit.
    const hero = await post("/admin/hero-images", new Uint8Array(10 * MB + MULTIPART_OVERHEAD_BYTES));
    expect(hero.status).toBe(401);
    const other = await post("/admin", new Uint8Array(5 * MB));
    expect(other.status).toBe(401);
  });

  it("leaves writes outside the back office to their own limits", async () => {
    const response = await post("/administrator", new Uint8Array(6 * MB));
    expect(response.status).not.toBe(413);
  });
});
