import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// These start the built server as a separate process, the way `npm start` runs it.
const MAIN = path.resolve("build/server/main.js");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Server = { process: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { process: child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilReady(server: Server) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

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
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

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
