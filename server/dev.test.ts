import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/lib/local-test-tools.mjs";

// `npm run dev` is `tsx server/dev.ts`: the same, in one process, so a signal reaches the server itself.
let child: ChildProcess;
let output = "";
let exited: Promise<number | null>;
let dataDir: string;
let url: string;

async function waitFor<T>(what: string, found: () => T | Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await (async () => found())().catch(() => undefined);
    if (value) return value;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen; the development server wrote:\n${output}`);
}

describe("the development server (npm run dev)", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-server-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      // biome-ignore lint/style/noProcessEnv: the server is started as a person starts it, in this environment
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      BACKUP_SCHEDULE: "daily",
      BACKUP_DIR: "",
      LOG_LEVEL: "info",
    };
    delete env.NODE_ENV;
    child = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], { env });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  }, 60_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("runs production's scheduled jobs: the first automatic backup is written into the data folder", async () => {
    const ready = await waitFor("/readyz answering 200", async () => (await fetch(`${url}/readyz`)).ok, 120_000);
    expect(ready).toBe(true);
    expect(output).toContain("development server listening");

    // The backup job checks 15 s after the database is prepared; a backup never taken is due at once.
    const backups = path.join(dataDir, "backups");
    const files = await waitFor(
      "the first automatic backup",
      () => {
        const written = fs.readdirSync(backups).filter((name) => !name.startsWith("."));
        return output.includes('"backup written"') && written.length > 0 ? written : undefined;
      },
      90_000,
    );
    expect(files.length).toBe(1);
    expect(fs.statSync(path.join(backups, files[0] as string)).size).toBeGreaterThan(0);
  }, 240_000);

  it("stops cleanly on SIGTERM, its workers and Vite closed and the database let go", async () => {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain('"stopped"');
    expect(fs.readdirSync(path.join(dataDir, ".lock")).filter((name) => name.endsWith(".sock"))).toEqual([]);
  }, 60_000);
});
