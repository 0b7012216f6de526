import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";

const database = withTestDatabase();
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
fs.mkdirSync(path.join(clientDir, "assets"));
fs.writeFileSync(
  path.join(clientDir, "assets", "entry-Ab12Cd34.js"),
  `console.log(${JSON.stringify("x".repeat(4000))});`,
);
fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

function app(overrides: Record<string, string> = {}) {
  return createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", ...overrides }, {}),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
    clientDir,
  });
}

describe("HTTP server", () => {
  it("answers health and readiness checks", async () => {
    const health = await app().request("/healthz");
    expect(health.status).toBe(200);
    const ready = await app().request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ok" });
  });

  it("sends security headers with a fresh script nonce each time", async () => {
    const first = await app().request("/healthz");
    const second = await app().request("/healthz");
    const policy = first.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toEqual(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("strict-transport-security")).toBeNull();
    const https = await app({ SITE_URL: "https://coach.example.com" }).request("/healthz");
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("serves hashed assets for a year, compressed, and other files briefly", async () => {
    const asset = await app().request("/assets/entry-Ab12Cd34.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(Number(asset.headers.get("content-length"))).toBeLessThan(1000);

    const etag = asset.headers.get("etag") ?? "";
    const again = await app().request("/assets/entry-Ab12Cd34.js", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    const icon = await app().request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("answers 404 for a media file that does not exist, and refuses odd names", async () => {
    expect((await app().request("/media/AAAAAAAAAAAAAAAA-640.avif")).status).toBe(404);
    expect((await app().request("/media/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("reports not ready when the database is gone", async () => {
    const application = app();
    await database.handle().close();
    const ready = await application.request("/readyz");
    expect(ready.status).toBe(503);
    expect((await application.request("/healthz")).status).toBe(200);
  });
});
