// Starts the production build on a free port with a fresh data folder, for the
// benchmark and Lighthouse scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildCurrent } from "#scripts/build-stamp.mjs";
import { freePort } from "./local-test-tools.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * `logFile`: the server's stdout goes to this file (appended), as an
 * operator's log would, instead of the terminal.
 */
export async function startProductionServer(extraEnv = {}, { logFile } = {}) {
  if (!isBuildCurrent(root)) {
    const { buildAll } = await import("#scripts/build.mjs");
    await buildAll();
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const stdout = logFile ? fs.openSync(logFile, "a") : "inherit";
  const child = spawn(process.execPath, [path.join(root, "build", "server", "main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  if (typeof stdout === "number") fs.closeSync(stdout);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (attempt > 240) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
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
