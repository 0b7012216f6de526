// Starts the production build on a free port with a fresh data folder, for the
// benchmark and Lighthouse scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { isBuildCurrent } from "#scripts/build-stamp.mjs";
import { freePort } from "./local-test-tools.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Starts the production build as shipped, with `extraEnv` over the defaults,
 * and resolves once /readyz answers 200 (on a first start, once the demo
 * content is added). Options:
 * - `dataDir`: the data folder to use and keep (a fresh one, removed on stop, by default);
 * - `onSpawn(pid)`: called as soon as the process exists, before it is ready;
 * - `cgroupProcs`: a `cgroup.procs` file the process joins before Node starts,
 *   so a memory limit set on that cgroup applies from its first byte;
 * - `logFile`: the server's stdout goes to this file (appended), as an
 *   operator's log would, instead of the terminal.
 * `stop()` sends SIGTERM and resolves with how the process ended.
 */
export async function startProductionServer(
  extraEnv = {},
  { dataDir: givenDataDir, onSpawn, cgroupProcs, logFile } = {},
) {
  if (!isBuildCurrent(root)) {
    const { buildAll } = await import("#scripts/build.mjs");
    await buildAll();
  }
  const port = await freePort();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const stdout = logFile ? fs.openSync(logFile, "a") : "inherit";
  const main = path.join(root, "build", "server", "main.js");
  // The shell writes its own pid into the cgroup, then becomes Node with that same pid.
  const [command, args] = cgroupProcs
    ? ["sh", ["-c", 'echo $$ > "$1" && exec "$2" "$3"', "sh", cgroupProcs, process.execPath, main]]
    : [process.execPath, [main]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // As the systemd unit and `npm start` run it (docs/decisions/070-the-site-fits-a-512-mb-server.md).
      MALLOC_ARENA_MAX: "2",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  if (typeof stdout === "number") fs.closeSync(stdout);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  onSpawn?.(child.pid);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const { code, signal } = await exited;
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`the server ended before it was ready (${signal ?? `exit code ${code}`})`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (attempt > 240) {
      child.kill("SIGKILL");
      throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    /** Resolves with `{ code, signal }` when the process ends, however it ends. */
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const ended = await exited;
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return ended;
    },
  };
}

/**
 * A fresh PostgreSQL database beside `base`'s (its name and `_suffix`), for a
 * benchmark's server on PostgreSQL; `drop()` removes it.
 */
export async function freshPostgresDatabase(base, suffix = "memory") {
  const name = `${new URL(base).pathname.slice(1) || "postgres"}_${suffix}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Replaces the part of BENCHMARKS.md between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeBenchmarkSection(name, markdown) {
  const file = path.join(root, "BENCHMARKS.md");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
