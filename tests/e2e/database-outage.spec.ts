import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  contactMessagesStored,
  type PostgresCluster,
  postgresProgramsFound,
  startPostgresCluster,
} from "#tests/setup/postgres-cluster";
import { type Server, startServer, waitUntilReady } from "#tests/setup/server-process";
import { startWriters, WRITER_ENV, waitForAcknowledged } from "./fixtures/acknowledged-writes";

// Each test runs the production server on a PostgreSQL server of its own,
// which it stops and starts again while visitors keep sending contact messages.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(!postgresProgramsFound() && !process.env.CI, "needs PostgreSQL's server programs (initdb, pg_ctl)");

const BEFORE = 40;
const AFTER = 40;

async function until(what: string, check: () => Promise<boolean> | boolean, server: Server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (server.process.exitCode !== null) throw new Error(`the server exited before ${what}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withSite(
  work: (site: { cluster: PostgresCluster; server: Server }) => Promise<void>,
  { databaseUpAtStart = true } = {},
) {
  const cluster = await startPostgresCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outage-site-"));
  let server: Server | undefined;
  try {
    if (databaseUpAtStart) await cluster.start();
    server = await startServer(dataDir, { ...WRITER_ENV, DATABASE_URL: cluster.url });
    await work({ cluster, server });
  } finally {
    server?.process.kill("SIGKILL");
    await server?.exited;
    await cluster.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const get = (server: Server, address: string) => fetch(`${server.url}${address}`);

type LogLine = { level: number; msg: string; [field: string]: unknown };

/** The server's log from `offset` of its output on, a line each; a line that is not JSON counts as a fatal one. */
function logSince(server: Server, offset: number): LogLine[] {
  return server
    .output()
    .slice(offset)
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return { level: 60, msg: line };
      }
    });
}

for (const mode of ["fast", "immediate"] as const) {
  test(`PostgreSQL stopped (${mode}) under writes: the site stays up, answers 503, recovers and keeps every acknowledged write`, async () => {
    await withSite(async ({ cluster, server }) => {
      await waitUntilReady(server);
      // The home page is stored once rendered.
      expect((await get(server, "/")).status).toBe(200);
      // Sixteen at a time: enough transactions hold a connection between two
      // statements when the database ends their sessions.
      const writers = startWriters(server, 16, { throughOutage: true });
      try {
        await waitForAcknowledged(writers, BEFORE);
        const logFrom = server.output().length;
        await cluster.stop(mode);

        // Writes are refused with 503 and Retry-After while the database is away.
        const refusedBefore = writers.unavailable;
        await until("20 writes answered 503", () => writers.unavailable >= refusedBefore + 20, server);
        expect(server.process.exitCode).toBeNull();
        expect((await get(server, "/healthz")).status).toBe(200);
        expect((await get(server, "/readyz")).status).toBe(503);
        const page = await get(server, "/events");
        expect(page.status).toBe(503);
        expect(page.headers.get("retry-after")).toBe("30");
        // A stored page is still answered.
        const home = await get(server, "/");
        expect(home.status).toBe(200);
        expect(await home.text()).toContain("</html>");

        await cluster.start();
        await waitUntilReady(server);
        await waitForAcknowledged(writers, writers.acknowledged.length + AFTER);

        // The outage is one line when it begins and one when it ends, whatever
        // failed meanwhile (connections, scheduled jobs, the mail worker), and no stack.
        const log = logSince(server, logFrom);
        const serious = log.filter((line) => line.level >= 50);
        const stacks = log.filter((line) => JSON.stringify(line).includes('"stack"'));
        console.log(
          `${mode} stop: ${log.length} log lines, ${serious.length} at level 50 or above, ${stacks.length} with a stack`,
        );
        const said = JSON.stringify(log.filter((line) => line.level > 30 || line.msg !== "request"));
        expect(
          serious.map((line) => line.msg),
          said,
        ).toEqual(["database unreachable"]);
        expect(
          log.filter((line) => line.msg === "database reachable again"),
          said,
        ).toHaveLength(1);
        expect(stacks, said).toEqual([]);
      } finally {
        await writers.stop();
      }
      expect(server.process.exitCode).toBeNull();
      expect(writers.failures).toEqual([]);
      expect(await contactMessagesStored(cluster, writers.acknowledged)).toBe(writers.acknowledged.length);
    });
  });
}

test("started while PostgreSQL is down, the site answers 503 and becomes ready once it is up", async () => {
  await withSite(
    async ({ cluster, server }) => {
      await until(
        "the server to answer",
        () =>
          get(server, "/healthz").then(
            (r) => r.ok,
            () => false,
          ),
        server,
      );
      expect((await get(server, "/readyz")).status).toBe(503);
      for (const address of ["/", "/events", "/admin/login"]) {
        const response = await get(server, address);
        expect(response.status, address).toBe(503);
        expect(response.headers.get("retry-after"), address).toBe("30");
      }
      const writers = startWriters(server, 2, { throughOutage: true });
      try {
        await until("writes answered 503", () => writers.unavailable >= 10, server);
        expect(writers.acknowledged).toEqual([]);
        // The database comes up empty: the server creates the tables, then is ready.
        await cluster.start();
        await waitUntilReady(server);
        await waitForAcknowledged(writers, AFTER);
      } finally {
        await writers.stop();
      }
      expect(server.process.exitCode).toBeNull();
      expect(writers.failures).toEqual([]);
      expect((await get(server, "/")).status).toBe(200);
      expect(await contactMessagesStored(cluster, writers.acknowledged)).toBe(writers.acknowledged.length);
    },
    { databaseUpAtStart: false },
  );
});
