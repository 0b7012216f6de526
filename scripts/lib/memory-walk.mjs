// The resident memory of the server's whole process tree while it does what a
// small site does: a first start with the demo content, a restart, visitors on
// the public pages, a photo upload, an export and a backup of many
// subscribers, and a newsletter. Shared by `npm run bench:memory` and the
// test that runs the site under a memory limit.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import { photo, signIn, startSmtpServer, upload } from "./back-office.mjs";
import { root, startProductionServer } from "./production-server.mjs";

export { freshPostgresDatabase } from "./production-server.mjs";

/** The admin the walk signs in as, created from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const ADMIN = { email: "memory@example.com", password: "memory walk password 123" };

/** Resident memory in kB of `pid` and every process below it, or 0 once it has ended. */
export function treeRssKb(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return 0;
  }
  let total = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {}
  for (const task of tasks) {
    let children = "";
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
    } catch {}
    for (const child of children.split(/\s+/).filter(Boolean)) total += treeRssKb(child);
  }
  return total;
}

/**
 * Samples the tree's resident memory every `everyMs`. `peakMb` is the highest
 * since the last `restart()`; `onSample(mb, pid)` sees every sample.
 */
export function watchMemory(pid, { everyMs = 100, onSample } = {}) {
  const watch = {
    currentMb: 0,
    peakMb: 0,
    /** The highest of the whole watch, across restarts. */
    highestMb: 0,
    sample() {
      watch.currentMb = treeRssKb(pid) / 1024;
      watch.peakMb = Math.max(watch.peakMb, watch.currentMb);
      watch.highestMb = Math.max(watch.highestMb, watch.currentMb);
      onSample?.(watch.currentMb, pid);
      return watch.currentMb;
    },
    restart() {
      watch.peakMb = watch.sample();
    },
    stop() {
      clearInterval(timer);
    },
  };
  const timer = setInterval(watch.sample, everyMs);
  watch.sample();
  return watch;
}

/**
 * Waits until the memory stops falling: no fall of more than `toleranceMb`
 * over the last `quietSeconds`, or `maxSeconds` in all; the last sample.
 */
export async function settle(watch, { maxSeconds = 20, quietSeconds = 5, toleranceMb = 2 } = {}) {
  const samples = [];
  const started = Date.now();
  while (Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    samples.push({ at: Date.now(), mb: watch.sample() });
    const window = samples.filter((sample) => sample.at >= Date.now() - quietSeconds * 1000);
    const quiet = Date.now() - started >= quietSeconds * 1000;
    if (quiet && Math.max(...window.map((sample) => sample.mb)) - window.at(-1).mb <= toleranceMb) break;
  }
  return watch.sample();
}

/** True when wrk is on the PATH. */
function hasWrk() {
  try {
    execFileSync("sh", ["-c", "command -v wrk"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Public pages a visitor opens: the home page, the events, a class, the FAQ, the newsletter archive. */
async function publicPaths(url) {
  const events = await (await fetch(`${url}/events`)).text();
  const classPath = /href="(\/classes\/[^"/]+)"/.exec(events)?.[1];
  const paths = ["/", "/events", "/faq", "/newsletter/archive", ...(classPath ? [classPath] : [])];
  for (const page of paths) {
    const response = await fetch(url + page);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status} before the load`);
  }
  return paths;
}

/**
 * `connections` visitors at once on the public pages for `seconds`: wrk with 2
 * threads when it is installed, else as many fetch loops. Fails on any answer
 * other than 200.
 */
export async function publicLoad(url, { seconds = 60, connections = 50 } = {}) {
  const paths = await publicPaths(url);
  if (hasWrk()) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "memory-load-"));
    const script = path.join(folder, "pages.lua");
    fs.writeFileSync(
      script,
      `local paths = { ${paths.map((page) => JSON.stringify(page)).join(", ")} }
local next = 0
request = function()
  next = next % #paths + 1
  return wrk.format("GET", paths[next])
end
`,
    );
    try {
      const output = await new Promise((resolve, reject) => {
        const wrk = spawn(
          "wrk",
          ["-t2", `-c${connections}`, `-d${seconds}s`, "-s", script, "-H", "Accept-Encoding: br, gzip", url],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let text = "";
        wrk.stdout.on("data", (chunk) => {
          text += chunk;
        });
        wrk.on("error", reject);
        wrk.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk ended with ${code}`))));
      });
      const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
      const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      const refused = Number(/Socket errors: connect (\d+)/.exec(output)?.[1] ?? 0);
      if (requests === 0 || failed > 0 || refused > 0) {
        throw new Error(
          `the public pages under load: ${failed} error answers, ${refused} refused connections\n${output}`,
        );
      }
      return { paths, requests };
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const deadline = Date.now() + seconds * 1000;
  let requests = 0;
  const visitor = async (first) => {
    for (let index = first; Date.now() < deadline; index++) {
      const page = paths[index % paths.length];
      const response = await fetch(url + page);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status} under load`);
      requests++;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => visitor(index)));
  return { paths, requests };
}

/** A 12-megapixel photo (`photo` from back-office.mjs) uploaded as a hero image; checks the manager lists it. */
export async function uploadPhoto(url, session, bytes) {
  const name = `Memory walk photo ${Date.now()}`;
  const ms = await upload(url, session, bytes, name);
  const list = await (await fetch(`${url}/admin/hero-images`, { headers: { Cookie: session.cookie } })).text();
  if (!list.includes(name)) throw new Error("the uploaded photo is not in the hero image list");
  return { bytes: bytes.length, ms };
}

/**
 * Adds subscribers while the server is stopped, until the database holds
 * `total`, `active` of them receiving newsletters (scripts/lib/add-subscribers.ts).
 */
export async function addSubscribers(env, { total, active }) {
  const code = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(root, "scripts", "lib", "add-subscribers.ts"),
        String(total),
        String(active),
      ],
      { cwd: root, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`adding ${total} subscribers failed`);
}

/** Downloads the CSV export of every subscriber, counting its rows without keeping them. */
export async function exportSubscribers(url, session) {
  const response = await fetch(`${url}/admin/email-subscribers/export`, { headers: { Cookie: session.cookie } });
  if (response.status !== 200) throw new Error(`the subscriber export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { rows: lines - 1, announced: Number(response.headers.get("x-export-count")), bytes };
}

/** The last line of a backup: its manifest, with the row counts. */
async function backupManifest(file) {
  let last = "";
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()) });
  for await (const line of lines) last = line;
  const manifest = JSON.parse(last);
  if (manifest.type !== "manifest") throw new Error(`${file} ends before its manifest`);
  return manifest;
}

/** "Back up now" in the back office; the file it wrote and its manifest. */
export async function backUp(url, session, backupDir) {
  const response = await fetch(`${url}/admin/backups`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: session.csrf }),
  });
  if (response.status !== 302) throw new Error(`the backup answered ${response.status}`);
  const files = fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith("site-backup-"))
    .sort();
  if (files.length === 0) throw new Error(`no backup in ${backupDir}`);
  const file = path.join(backupDir, files.at(-1));
  return { file, bytes: fs.statSync(file).size, manifest: await backupManifest(file) };
}

async function postForm(url, session, page, fields) {
  const response = await fetch(url + page, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
  });
  if (response.status !== 302) throw new Error(`${page} answered ${response.status}: ${await response.text()}`);
  return response.headers.get("location") ?? "";
}

/**
 * A newsletter to every active subscriber through the back office, at the
 * highest rate the settings allow, until `count` copies reached the SMTP server.
 */
export async function sendNewsletter(url, session, smtp, { count, timeoutMs = 180_000 }) {
  const before = smtp.received;
  await postForm(url, session, "/admin/newsletter", { perMinute: "10000", failureLimit: "3" });
  const location = await postForm(url, session, "/admin/newsletter/new", {
    subject: "Three money habits for December",
    previewText: "Small steps before the holidays",
    body: `${"A paragraph of the kind an issue has, about budgets, savings and the habits that keep them. ".repeat(20)}\n\nRead [our FAQ](/faq).`,
    slug: "",
    audience: "",
  });
  const issue = /\/admin\/newsletter\/([^/?]+)/.exec(location)?.[1];
  if (!issue) throw new Error(`the new issue led to ${location}`);
  const started = Date.now();
  await postForm(url, session, `/admin/newsletter/${issue}`, { intent: "send" });
  while (smtp.received - before < count) {
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${smtp.received - before} of ${count} newsletter copies reached the SMTP server in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { delivered: smtp.received - before, seconds: (Date.now() - started) / 1000 };
}

/**
 * The whole walk on one backend (`databaseUrl` null: embedded, in a fresh data
 * folder). Each operation's figures: the peak of the tree's resident memory
 * while it runs, and where it settles after (`settleSeconds` at most, 0 to not
 * wait). Throws on any wrong answer, naming the operation, and on a server
 * that ends other than by our SIGTERM with code 0.
 * - `rows`: subscribers for the export and the backup; `emails`: of them, active, for the newsletter;
 * - `loadSeconds`, `connections`: the visitors on the public pages;
 * - `cgroupProcs`, `onSample(mb, pid)`: passed to the server's start and its memory watch;
 * - `checkBackup(file)`: more checks of the backup file, before it is removed;
 * - `log(line)`: progress.
 */
export async function walkMemory({
  databaseUrl = null,
  rows = 100_000,
  emails = 2000,
  loadSeconds = 60,
  connections = 50,
  settleSeconds = 20,
  extraEnv = {},
  cgroupProcs,
  onSample,
  checkBackup = async () => {},
  log = () => {},
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "memory-walk-"));
  const smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  const results = [];
  const exits = [];
  let server = null;
  let watch = null;

  const start = async () => {
    let spawned = null;
    server = await startProductionServer(env, {
      dataDir,
      cgroupProcs,
      onSpawn: (pid) => {
        spawned = pid;
        watch = watchMemory(pid, { onSample });
      },
    }).catch((error) => {
      watch?.stop();
      throw error;
    });
    if (spawned !== server.pid) throw new Error("the watched process is not the server");
  };
  const stop = async () => {
    const ended = await server.stop();
    watch.stop();
    exits.push(ended);
    server = null;
    if (ended.code !== 0 || ended.signal !== null) {
      throw new Error(`the server ended with ${ended.signal ?? `exit code ${ended.code}`} when asked to stop`);
    }
  };
  /**
   * Runs one operation, recording the peak of the memory from its start to the
   * end of settling, and where it settled; a start counts from the spawn.
   */
  const measure = async (name, operation, { sinceSpawn = false, waitSeconds = 0 } = {}) => {
    log(`${name}...`);
    if (!sinceSpawn) watch.restart();
    let detail;
    try {
      detail = await operation();
    } catch (error) {
      const ended = server && (await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 500))]));
      const how = ended ? ` (the server ended: ${ended.signal ?? `exit code ${ended.code}`})` : "";
      throw new Error(`${name}: ${error.message}${how}`);
    }
    if (settleSeconds > 0 && waitSeconds > 0) await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    const settledMb = settleSeconds > 0 ? await settle(watch, { maxSeconds: settleSeconds }) : watch.sample();
    const peakMb = watch.peakMb;
    const result = { name, peakMb, settledMb, detail };
    results.push(result);
    log(`${name}: peak ${peakMb.toFixed(0)} MB, settled ${settledMb.toFixed(0)} MB`);
    return result;
  };

  try {
    await measure("first start", start, { sinceSpawn: true });
    await stop();

    // Idle is what the server holds once V8 has given back the start's young
    // generation: its memory reducer does that about 8 s after the start's last
    // full collection, 15-17 s after the spawn, after a plateau longer than
    // settling's quiet 5 s. So the idle server is left alone for 30 s first.
    await measure("later start, idle", start, { sinceSpawn: true, waitSeconds: 30 });

    let session = await signIn(server.url, ADMIN);
    await measure("public pages under load", () => publicLoad(server.url, { seconds: loadSeconds, connections }));
    const picture = await photo(1);
    await measure("12-megapixel photo upload", () => uploadPhoto(server.url, session, picture));
    await stop();

    log(`adding subscribers up to ${rows}...`);
    await addSubscribers(env, { total: rows, active: emails });
    await start().catch((error) => {
      throw new Error(`start with the subscribers: ${error.message}`);
    });
    session = await signIn(server.url, ADMIN);
    await measure("subscriber CSV export", async () => {
      const exported = await exportSubscribers(server.url, session);
      if (exported.rows !== rows || exported.announced !== rows) {
        throw new Error(`the export holds ${exported.rows} rows (announced ${exported.announced}) of ${rows}`);
      }
      return exported;
    });
    await measure("backup", async () => {
      const backup = await backUp(server.url, session, path.join(dataDir, "backups"));
      const saved = backup.manifest.rowCounts.email_subscribers;
      if (saved !== rows) throw new Error(`the backup holds ${saved} subscribers of ${rows}`);
      await checkBackup(backup.file);
      return backup;
    });
    await measure("newsletter queued and sent", () => sendNewsletter(server.url, session, smtp, { count: emails }));
    await stop();
    return { results, exits, highestMb: Math.max(...results.map((result) => result.peakMb)) };
  } finally {
    if (server) {
      exits.push(await server.stop());
      watch?.stop();
    }
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
