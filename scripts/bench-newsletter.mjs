// `npm run bench:newsletter`: the time and peak memory to queue and send one
// newsletter issue to 10,000 subscribers. Each run is a process of its own
// (this script with `--run`): it opens a fresh database, adds the
// subscribers, queues the copies (core/newsletter/start-newsletter-send.ts)
// and sends them with the server's mail worker (server/mail/mail-worker.ts)
// to a real SMTP server in this process (smtp-server), then reports its time
// and its peak resident memory (VmHWM in /proc/self/status). On the embedded
// database, and on PostgreSQL when TEST_DATABASE_URL, DATABASE_URL or
// BENCH_DATABASE_URL is set; the median of RUNS runs each, into BENCHMARKS.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { startSmtpServer } from "./lib/back-office.mjs";
import { median, root, writeBenchmarkSection } from "./lib/production-server.mjs";

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);
const RUNS = Number(process.env.BENCH_NEWSLETTER_RUNS ?? 3);
/** The highest rate the settings allow. */
const PER_MINUTE = 10_000;

if (process.argv[2] === "--run") await runOnce(process.argv[3], process.argv[4]);
else await main();

/** One run, in its own process: prints one line of JSON. */
async function runOnce(databaseUrl, smtpUrl) {
  const { register } = await import("tsx/esm/api");
  register();
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { openDatabase } = await load("db/client.ts");
  const { sql } = await import("drizzle-orm");
  const schema = await load("db/schema.ts");
  const { startNewsletterSend } = await load("core/newsletter/start-newsletter-send.ts");
  const { countOutboxEmails } = await load("core/outbox/count-outbox-emails.ts");
  const { loadEnv } = await load("server/env.ts");
  const { createLogger } = await load("server/logger.ts");
  const { startMailWorker } = await load("server/mail/mail-worker.ts");

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
  const database = await openDatabase({ databaseUrl: databaseUrl === "embedded" ? null : databaseUrl, dataDir });
  try {
    const { db } = database;
    await db.insert(schema.siteSettings).values({
      businessName: "Steady Path Coaching",
      supportEmail: "hello@coach.example.com",
      timeZone: "America/Chicago",
      postalAddress: "12 Main Street\nSpringfield, IL 62701",
      newsletterPerMinute: PER_MINUTE,
    });
    await db.execute(sql`
      insert into email_subscribers (first_name, last_name, email, source, status, subscribed_at)
      select 'Reader', 'Number ' || n, 'reader' || n || '@example.com', 'website', 'active', now()
      from generate_series(1, ${SUBSCRIBERS}) as n`);
    const [issue] = await db
      .insert(schema.newsletterIssues)
      .values({
        subject: "Three money habits for December",
        previewText: "Small steps before the holidays",
        body: `${"A paragraph of the kind an issue has, about budgets, savings and the habits that keep them. ".repeat(20)}\n\nRead [our FAQ](/faq).`,
        slug: "bench-issue",
      })
      .returning();
    const mail = loadEnv({ SMTP_URL: smtpUrl, SITE_URL: "https://coach.example.com" }, {}).mail;
    const started = performance.now();
    const queued = await startNewsletterSend({
      db,
      issueId: issue.id,
      mail: { ...mail, replyTo: "hello@coach.example.com" },
      postalAddress: "12 Main Street\nSpringfield, IL 62701",
      actor: null,
    });
    if (!queued.ok) throw new Error(`the issue did not start: ${JSON.stringify(queued)}`);
    const queuedMs = performance.now() - started;
    const worker = startMailWorker({
      db,
      mail,
      logger: createLogger("warn"),
      soleSender: database.kind === "pglite",
    });
    let counts = await countOutboxEmails({ db });
    while (counts.waiting > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await countOutboxEmails({ db });
    }
    const sentMs = performance.now() - started - queuedMs;
    await worker.stop();
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0);
    console.log(JSON.stringify({ queued: queued.queued, sent: counts.sent, queuedMs, sentMs, peakKb }));
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function oneRun(databaseUrl) {
  const smtp = await startSmtpServer();
  try {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--run", databaseUrl, smtp.url], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const code = await new Promise((resolve) => child.on("exit", resolve));
    if (code !== 0) throw new Error(`the run ended with ${code}`);
    const result = JSON.parse(output.trim().split("\n").at(-1));
    if (result.sent !== SUBSCRIBERS || smtp.received !== SUBSCRIBERS) {
      throw new Error(`${result.sent} recorded sent and ${smtp.received} received, for ${SUBSCRIBERS} subscribers`);
    }
    return result;
  } finally {
    await smtp.close();
  }
}

async function postgresDatabase() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) return null;
  const name = `${new URL(base).pathname.slice(1) || "postgres"}_bench_newsletter`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    async fresh() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      return url.toString();
    },
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function benchBackend(label, freshUrl) {
  const runs = [];
  const loadBefore = os.loadavg()[0];
  for (let run = 0; run < RUNS; run++) {
    const result = await oneRun(await freshUrl());
    console.log(
      `${label}, run ${run + 1}: queued in ${(result.queuedMs / 1000).toFixed(2)} s, sent in ${(result.sentMs / 1000).toFixed(1)} s, peak RSS ${(result.peakKb / 1024).toFixed(0)} MB`,
    );
    runs.push(result);
  }
  return {
    label,
    queuedMs: median(runs.map((run) => run.queuedMs)),
    sentMs: median(runs.map((run) => run.sentMs)),
    peakMb: median(runs.map((run) => run.peakKb / 1024)),
    load: `${loadBefore.toFixed(1)} to ${os.loadavg()[0].toFixed(1)}`,
  };
}

async function main() {
  const results = [await benchBackend("Embedded (PGlite), full durability", async () => "embedded")];
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      results.push(await benchBackend("PostgreSQL", () => postgres.fresh()));
    } finally {
      await postgres.drop();
    }
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const rows = results.map(
    (result) =>
      `| ${result.label} | ${seconds(result.queuedMs)} | ${seconds(result.sentMs)} | ${Math.round((SUBSCRIBERS / result.sentMs) * 60_000).toLocaleString("en-US")} | ${result.peakMb.toFixed(0)} MB |`,
  );
  writeBenchmarkSection(
    "newsletter",
    `## A newsletter sent to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers

\`npm run bench:newsletter\`, ${new Date().toISOString().slice(0, 10)}: one issue (about 2 KB of Markdown) to ${SUBSCRIBERS.toLocaleString("en-US")} active subscribers, at the highest rate the settings allow (${PER_MINUTE.toLocaleString("en-US")} a minute). Each run is a new process with a new database: "queue" is \`startNewsletterSend\` writing every copy in one statement; "send" is the server's mail worker (default settings: 2 connections, other mail first, each copy's lease confirmed before it goes) handing every copy to a real SMTP server (\`smtp-server\`, in the benchmark's main process, accepting everything) until none waits. Peak memory is the sending process's peak resident set (VmHWM in /proc), database included on the embedded one. ${RUNS === 1 ? "One run each" : `Median of ${RUNS} runs`} (\`BENCH_NEWSLETTER_RUNS\`, 3 by default).

| database | queue | send | copies a minute | peak memory |
|---|---:|---:|---:|---:|
${rows.join("\n")}

At ${PER_MINUTE.toLocaleString("en-US")} a minute the rate alone allows ${SUBSCRIBERS.toLocaleString("en-US")} copies in ${(SUBSCRIBERS / PER_MINUTE).toFixed(1)} minutes, spread in one-second steps; time beyond that is the sending itself (per copy: a read confirming its lease and its subscriber, the SMTP exchange, a write recording it, each commit durable on the embedded database). The embedded database's memory is mostly PGlite's own. Node ${process.version}; the machine has 2 cores shared with other work (1-minute load average ${results.map((result) => `${result.label}: ${result.load}`).join("; ")}).`,
  );
}
