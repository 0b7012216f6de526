import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { type Server, startServer, waitUntilReady } from "#tests/setup/server-process";
import { mountFullDisk, type SmallDisk } from "#tests/setup/small-disk";
import { ADMIN } from "./admin-account";

// A backup into a full disk, by each way one starts: the schedule (15 s after
// the server starts), "Back up now" in the back office, and `npm run backup`,
// with the server holding the embedded database and without it, and on
// PostgreSQL. Each fails with a message that says why; nothing is left behind
// on the disk, and the server goes on serving.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const NO_SPACE = /there is no space left on the disk that holds /;

/** `npm run backup` as an operator runs it; resolves with its exit code and output either way. */
async function backupCommand(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/tool.mjs", "backup"], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** What a signed-in admin's browser sends and keeps: the session cookie and any toast cookie. */
async function signIn(server: Server) {
  const answer = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(answer.status).toBe(302);
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      cookies.set(name, value);
    }
  };
  keep(answer);
  const get = async (page: string) => {
    const response = await fetch(`${server.url}${page}`, {
      redirect: "manual",
      headers: { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    keep(response);
    expect(response.status).toBe(200);
    return response.text();
  };
  const post = async (page: string, fields: Record<string, string>) => {
    const response = await fetch(`${server.url}${page}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: server.url,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
    keep(response);
    return response;
  };
  return { get, post };
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'");

test("a backup into a full disk is an error the owner sees, leaves nothing behind, is tried again sooner, and the server lives on", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-full-disk-"));
  const dataDir = path.join(folder, "data");
  let disk: SmallDisk | undefined;
  let server: Server | undefined;
  try {
    disk = mountFullDisk(path.join(folder, "backups"));
    const backupDir = disk.dir;
    const onDisk = () => fs.readdirSync(backupDir).sort();
    expect(onDisk()).toEqual(["filler"]);

    server = await startServer(dataDir, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_DIR: backupDir,
      BACKUP_SCHEDULE: "daily",
      SEED_DEMO: "false",
    });
    await waitUntilReady(server);
    const running = server;
    let exited = false;
    void running.exited.then(() => (exited = true));

    // The schedule's first backup, 15 seconds after the start.
    await expect
      .poll(() => exited || running.output().includes('"msg":"scheduled job failed"'), { timeout: 90_000 })
      .toBe(true);
    expect(exited, running.output()).toBe(false);
    expect(onDisk()).toEqual(["filler"]);
    const admin = await signIn(running);
    const failedAt = Date.now();
    const page = text(await admin.get("/admin/backups"));
    expect(page).toMatch(/The backup of .+ failed: there is no space left on the disk that holds /);
    expect(page).toContain("It will be tried again at");
    const retryAt = Date.parse(/<time datetime="([^"]+)"/i.exec(await admin.get("/admin/backups"))?.[1] ?? "");
    // Sooner than the next day's backup: within the first retry's wait.
    expect(retryAt).toBeGreaterThan(failedAt - 60_000);
    expect(retryAt).toBeLessThan(failedAt + 10 * 60_000);
    const dashboard = text(await admin.get("/admin"));
    expect(dashboard).toContain("Backups need attention");
    expect(dashboard).toMatch(/The last backup failed: there is no space left on the disk that holds /);

    // "Back up now".
    const backupsPage = await admin.get("/admin/backups");
    const csrf = /name="csrf" value="([^"]+)"/.exec(backupsPage)?.[1] ?? "";
    const pressed = await admin.post("/admin/backups", { csrf });
    expect(pressed.status).toBe(302);
    expect(text(await admin.get("/admin/backups"))).toMatch(
      /The backup failed: there is no space left on the disk that holds /,
    );
    expect(exited, running.output()).toBe(false);
    expect(onDisk()).toEqual(["filler"]);

    // `npm run backup` while the server holds the embedded database: the server writes it.
    const asked = await backupCommand({ DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: backupDir });
    expect(asked.code).toBe(1);
    expect(asked.stdout).toContain("The server is running; it writes the backup.");
    expect(asked.stderr.trim().split("\n")).toEqual([expect.stringMatching(NO_SPACE)]);
    expect(onDisk()).toEqual(["filler"]);
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);

    running.process.kill("SIGTERM");
    expect(await running.exited).toBe(0);
    server = undefined;

    // `npm run backup` with no server: the command writes it itself.
    const alone = await backupCommand({ DATA_DIR: dataDir, DATABASE_URL: "", BACKUP_DIR: backupDir });
    expect(alone.code).toBe(1);
    expect(alone.stderr.trim().split("\n")).toEqual([expect.stringMatching(NO_SPACE)]);
    expect(onDisk()).toEqual(["filler"]);

    const postgresUrl = process.env.TEST_DATABASE_URL;
    if (postgresUrl) {
      const name = `backup_full_disk_${process.pid}`;
      const target = new URL(postgresUrl);
      target.pathname = `/${name}`;
      const adminClient = new pg.Client({ connectionString: postgresUrl });
      await adminClient.connect();
      try {
        await adminClient.query(`drop database if exists "${name}"`);
        await adminClient.query(`create database "${name}"`);
        const onPostgres = await backupCommand({ DATABASE_URL: target.toString(), BACKUP_DIR: backupDir });
        expect(onPostgres.code).toBe(1);
        expect(onPostgres.stderr.trim().split("\n")).toEqual([expect.stringMatching(NO_SPACE)]);
        expect(onDisk()).toEqual(["filler"]);
      } finally {
        await adminClient.query(`drop database if exists "${name}" with (force)`);
        await adminClient.end();
      }
    }
  } finally {
    if (server) {
      server.process.kill("SIGKILL");
      await server.exited;
    }
    disk?.unmount();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
