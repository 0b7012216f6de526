import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "#tests/setup/database";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";

const database = withTestDatabase();

function appWithLog(env: Record<string, string> = {}, level = "info") {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production", ...env }, {}),
    logger: createLogger(level, sink),
    build: () => Promise.reject(new Error("the page build is broken")),
  });
  return { app, lines };
}

describe("request log", () => {
  it("logs each request on one JSON line with its id, without the query string, and returns the id", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request("/healthz?email=ada%40example.com");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = lines.filter((entry) => entry.msg === "request");
    expect(line).toMatchObject({ requestId: id, method: "GET", path: "/healthz", status: 200 });
    expect(typeof line?.durationMs).toBe("number");
    // The id is random hex and may spell "ada"; every other field must not hold the address.
    expect(lines.every((entry) => entry.requestId === id)).toBe(true);
    const withoutId = lines.map(({ requestId: _, ...rest }) => rest);
    expect(JSON.stringify(withoutId)).not.toMatch(/ada|example\.com|email/);
  });

  it("writes the line's fields in a fixed order, with the path escaped as JSON", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request("/no%22such%5Cpage%E2%9C%93");
    const line = lines.find((entry) => entry.msg === "request");
    expect(Object.keys(line ?? {})).toEqual([
      "level",
      "time",
      "requestId",
      "method",
      "path",
      "status",
      "durationMs",
      "msg",
    ]);
    expect(line).toMatchObject({ level: 30, method: "GET", path: '/no"such\\page✓', status: response.status });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it("writes no request line when the log level is above info", async () => {
    const { app, lines } = appWithLog({}, "warn");
    expect((await app.request("/healthz")).status).toBe(200);
    expect(lines).toEqual([]);
  });

  it("carries the request id into the error logged for a failed page", async () => {
    const { app, lines } = appWithLog();
    const response = await app.request("/about");
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const failure = lines.find((entry) => entry.msg === "request failed");
    expect(failure?.requestId).toBe(id);
    expect(lines.find((entry) => entry.msg === "request")).toMatchObject({ requestId: id, status: 500 });
  });

  it("keeps the id given by a trusted proxy, and ignores one sent by anyone else", async () => {
    const headers = { "X-Request-Id": "0123456789abcdef0123456789abcdef" };
    const trusted = appWithLog({ TRUST_PROXY: "true" });
    expect((await trusted.app.request("/healthz", { headers })).headers.get("x-request-id")).toBe(
      headers["X-Request-Id"],
    );
    const direct = appWithLog();
    expect((await direct.app.request("/healthz", { headers })).headers.get("x-request-id")).not.toBe(
      headers["X-Request-Id"],
    );
  });
});
