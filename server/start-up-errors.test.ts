import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/lib/local-test-tools.mjs";
import { startRefusingPostgres } from "#tests/setup/refusing-postgres";
import { ensureBuild } from "#tests/setup/server-build";
import { type Server, startServer } from "#tests/setup/server-process";

let dataDir: string;
let aFile: string;

beforeAll(async () => {
  await ensureBuild();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-up-errors-"));
  aFile = path.join(dataDir, "a-file");
  fs.writeFileSync(aFile, "not a folder");
}, 240_000);

// A server that did not stop by itself (one spinning on its data folder) is not left behind.
const started: Server[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.process.exitCode !== null || server.process.signalCode !== null) continue;
    server.process.kill("SIGKILL");
    await server.exited;
  }
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built server with `env` and waits for it to stop: its exit code and what it wrote. */
async function startWith(env: Record<string, string | undefined>) {
  const server = await startServer(fs.mkdtempSync(path.join(dataDir, "data-")), {
    NODE_ENV: undefined,
    SEED_DEMO: "false",
    ...env,
  });
  started.push(server);
  const code = await server.exited;
  return { code, lines: server.output().split("\n").filter(Boolean) };
}

/** One plain line naming the variable, and nothing else: no stack, no JSON dump of an error. */
function expectOneLineNaming(result: { code: number | null; lines: string[] }, variable: string, says: RegExp) {
  expect(result.code).not.toBe(0);
  expect(result.code).not.toBeNull();
  expect(result.lines).toHaveLength(1);
  expect(result.lines[0]).toMatch(new RegExp(`^Cannot start: ${variable}: `));
  expect(result.lines[0]).toMatch(says);
}

describe("a start with a bad setting stops with one line that names the variable", () => {
  it.each([
    ["PORT", "abc", /port number from 0 to 65535/],
    ["PORT", "70000", /port number from 0 to 65535/],
    ["SITE_URL", "ftp://example.com", /must start with https:\/\/ or http:\/\//],
    ["SITE_URL", "https://example.com/coaching/", /root of a host of its own.*not under \/coaching\//],
    ["DATA_DIR", "/proc/x", /\/proc\/x cannot be made/],
    ["DATA_DIR", "/sys/x", /may not write in \/sys\/x/],
  ])("%s=%s", async (variable, value, says) => {
    expectOneLineNaming(await startWith({ [variable]: value }), variable, says);
  });

  it("DATA_DIR naming a file, or a folder inside a file", async () => {
    expectOneLineNaming(await startWith({ DATA_DIR: aFile }), "DATA_DIR", /is a file, or inside one/);
    expectOneLineNaming(
      await startWith({ DATA_DIR: path.join(aFile, "data") }),
      "DATA_DIR",
      /is a file, or inside one/,
    );
  });

  it.each([
    ["a database", "3D000", "nope", 'database "nope" does not exist'],
    ["a role", "28000", "coaching", 'role "nobody" does not exist'],
  ])(
    "DATABASE_URL naming %s the server does not have, before the site says it listens",
    async (_, code, name, message) => {
      // biome-ignore lint/style/noProcessEnv: the real PostgreSQL server of the postgres project, when there is one
      const given = process.env.TEST_DATABASE_URL;
      const refusing = given ? null : await startRefusingPostgres({ code, message });
      try {
        const url = new URL(given ?? `postgres://coaching@127.0.0.1:${refusing?.port}/coaching`);
        if (code === "3D000") url.pathname = `/${name}_${process.pid}`;
        else url.username = `nobody_${process.pid}`;
        const result = await startWith({ DATABASE_URL: url.toString() });
        expectOneLineNaming(
          result,
          "DATABASE_URL",
          code === "3D000" ? /database ".*" does not exist/ : /role ".*" does not exist/,
        );
      } finally {
        await refusing?.close();
      }
    },
  );
});

describe("PORT=0", () => {
  it("says the port the system gave, and the setup code's address names it", async () => {
    const server = await startServer(fs.mkdtempSync(path.join(dataDir, "data-")), {
      NODE_ENV: undefined,
      SEED_DEMO: "false",
      PORT: "0",
      SITE_URL: undefined,
    });
    started.push(server);
    try {
      // The setup code (stderr) and the log's lines (stdout) come on two pipes: both are waited for.
      const listeningPort = () =>
        server
          .output()
          .split("\n")
          .map((line) => /"url":"http:\/\/127\.0\.0\.1:(\d+)".*"msg":"listening"/.exec(line)?.[1])
          .find(Boolean);
      await expect
        .poll(() => /SETUP CODE/.test(server.output()) && listeningPort() !== undefined, { timeout: 150_000 })
        .toBe(true);
      const listening = listeningPort();
      expect(Number(listening)).toBeGreaterThan(0);
      expect(server.output()).toContain(`Open http://localhost:${listening}/admin/setup`);
      expect(server.output()).not.toContain("localhost:0");
      expect((await fetch(`http://127.0.0.1:${listening}/healthz`)).ok).toBe(true);
    } catch (error) {
      // What the server printed up to its failure, to tell a crash from a slow start.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      throw new Error(`${String(error)}\n--- the server's output ---\n${server.output()}`);
    } finally {
      server.process.kill("SIGTERM");
      await server.exited;
    }
  }, 180_000);
});

describe("an SMTP_URL whose mail server does not answer", () => {
  it("does not stop the start, and the log says so once, naming SMTP_URL", async () => {
    const closed = await freePort();
    const server = await startServer(fs.mkdtempSync(path.join(dataDir, "data-")), {
      NODE_ENV: undefined,
      SEED_DEMO: "false",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "a long enough password",
      SMTP_URL: `smtp://127.0.0.1:${closed}`,
    });
    started.push(server);
    const warnings = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"msg":"SMTP_URL: the mail server'));
    await expect.poll(() => warnings().length, { timeout: 60_000 }).toBe(1);
    expect(warnings()[0]).toContain(`127.0.0.1:${closed} cannot be reached`);
    expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(warnings()).toHaveLength(1);
  }, 120_000);
});
