import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "#tests/setup/server-build";
import { type Server, startServer, waitUntilReady } from "#tests/setup/server-process";

const FORGED = '{"level":50,"msg":"forged by a visitor"}';

/** Requests a visitor can send, each carrying a line break and a log line of their own making. */
const REQUESTS: { path: string; init?: RequestInit }[] = [
  { path: `/book/%00%0A${encodeURIComponent(FORGED)}` },
  { path: `/book/${encodeURIComponent(`x\n${FORGED}`)}` },
  { path: `/book/x?date=${encodeURIComponent(`2026-13-01\n${FORGED}`)}` },
  { path: `/${encodeURIComponent(`\n${FORGED}\n`)}` },
  { path: `/events/${encodeURIComponent(`\r\n${FORGED}`)}` },
  { path: "/book/%E0%A4%A" },
  { path: "/book/%00" },
  {
    path: `/contact?x=${encodeURIComponent(`\n${FORGED}`)}`,
    init: { method: "POST", body: `name=%0A${encodeURIComponent(FORGED)}`, headers: { "content-type": "text/plain" } },
  },
];

let server: Server;
let dataDir: string;

describe("the server's output", () => {
  beforeAll(async () => {
    await ensureBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "log-lines-"));
    // An admin from the start: no setup code, whose banner is the one plain text the server prints.
    server = await startServer(dataDir, {
      NODE_ENV: undefined,
      SEED_DEMO: "false",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "a long enough password",
    });
    await waitUntilReady(server);
  }, 240_000);

  afterAll(async () => {
    if (server.process.exitCode === null) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("is one JSON line of the logger per line, whatever a visitor sends: no line of theirs stands on its own", async () => {
    for (const { path: requestPath, init } of REQUESTS) {
      const response = await fetch(`${server.url}${requestPath}`, init);
      await response.arrayBuffer();
    }
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line !== "");
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return { notJson: line };
      }
    });
    expect(parsed.filter((line) => "notJson" in line)).toEqual([]);
    expect(parsed.every((line) => typeof line.level === "number" && typeof line.time === "string")).toBe(true);
    expect(parsed.filter((line) => line.msg === "forged by a visitor")).toEqual([]);
    // The failures are there, the visitor's text escaped inside them.
    expect(parsed.filter((line) => line.msg === "request").length).toBeGreaterThanOrEqual(REQUESTS.length);
  }, 120_000);
});
