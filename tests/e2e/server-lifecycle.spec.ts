import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, waitUntilReady } from "#tests/setup/server-process";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a server started by hand, without NODE_ENV, renders with React's production code", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  try {
    const server = await startServer(dataDir, { NODE_ENV: undefined, SEED_DEMO: "false" });
    await waitUntilReady(server);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output()).toContain('"react":"production"');
    expect(server.output()).not.toContain("React runs its development code");
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("data survives a restart, a second server on the same data is refused, and SIGTERM stops cleanly", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  try {
    const first = await startServer(dataDir);
    await waitUntilReady(first);
    expect(first.output()).toContain("adding demo content");
    const eventsBefore = await (await fetch(`${first.url}/events`)).text();
    expect(eventsBefore).toContain("Learn More");

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("already in use by another server");
    expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);

    first.process.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("stopped");
    expect(fs.readdirSync(path.join(dataDir, ".lock")).filter((name) => name.endsWith(".sock"))).toEqual([]);

    const restarted = await startServer(dataDir);
    await waitUntilReady(restarted);
    expect(restarted.output()).not.toContain("adding demo content");
    const eventsAfter = await (await fetch(`${restarted.url}/events`)).text();
    const titles = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(titles(eventsAfter)).toEqual(titles(eventsBefore));
    restarted.process.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
