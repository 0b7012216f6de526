// `npm run bench:writes`: what durable commits cost. Contact messages sent over
// HTTP to the production build (POST /api/contact-messages, as the site's form
// does), on the embedded database with full durability (the default: each
// commit waits for the disk), with relaxed durability (each commit only reaches
// the operating system's cache, as before commits were made durable), and on
// PostgreSQL when TEST_DATABASE_URL or BENCH_DATABASE_URL is set. For each:
// the latency of a single write (one visitor at a time) and the messages
// accepted per second with CONCURRENCY visitors at once, into BENCHMARKS.md.
import os from "node:os";
import pg from "pg";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const SINGLE_WRITES = Number(process.env.BENCH_SINGLE_WRITES ?? 300);
const CONCURRENCY = Number(process.env.BENCH_WRITE_CONCURRENCY ?? 8);
const SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 10);
const RUNS = 3;

// Each message comes from its own visitor address (the server trusts X-Forwarded-For
// here), so the per-address rate limit is one row among many, as on a real site.
const SERVER_ENV = { SEED_DEMO: "false", TRUST_PROXY: "true", RATE_LIMIT_CONTACT: "5/10m" };

let sent = 0;
async function sendMessage(url) {
  const n = ++sent;
  const started = performance.now();
  const response = await fetch(`${url}/api/contact-messages`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: "Bench Visitor",
      email: `visitor${n}@example.com`,
      subject: "General",
      message: "I would like to talk about a budget for our family.",
      fillMs: 9000,
    }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`contact message answered ${response.status}`);
  return performance.now() - started;
}

function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function singleWrites(url) {
  for (let i = 0; i < 20; i++) await sendMessage(url);
  const times = [];
  for (let i = 0; i < SINGLE_WRITES; i++) times.push(await sendMessage(url));
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function concurrentWrites(url) {
  const deadline = performance.now() + SECONDS * 1000;
  const times = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) times.push(await sendMessage(url));
    }),
  );
  return { perSecond: times.length / ((performance.now() - started) / 1000), p95: percentile(times, 0.95) };
}

async function benchBackend(name, env) {
  console.log(`\n${name}`);
  const server = await startProductionServer({ ...SERVER_ENV, ...env });
  const load = [os.loadavg()[0]];
  try {
    // Fill the server's caches and the database's first pages before measuring.
    await concurrentWrites(server.url);
    const single = await singleWrites(server.url);
    console.log(`  one at a time: p50 ${single.p50.toFixed(1)} ms, p95 ${single.p95.toFixed(1)} ms`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await concurrentWrites(server.url));
      console.log(
        `  ${CONCURRENCY} at once: ${runs.at(-1).perSecond.toFixed(0)}/s, p95 ${runs.at(-1).p95.toFixed(1)} ms`,
      );
    }
    load.push(os.loadavg()[0]);
    return {
      name,
      single,
      perSecond: median(runs.map((run) => run.perSecond)),
      loadedP95: median(runs.map((run) => run.p95)),
      load,
    };
  } finally {
    await server.stop();
  }
}

async function postgresDatabase() {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `${new URL(base).pathname.slice(1) || "postgres"}_bench_writes`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const settings = {};
  for (const setting of ["fsync", "synchronous_commit", "wal_sync_method"]) {
    settings[setting] = (await admin.query(`show ${setting}`)).rows[0][setting];
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    settings,
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

function report(results, postgresSettings) {
  const lines = [
    "## Contact messages written",
    "",
    `\`npm run bench:writes\`, ${new Date().toISOString().slice(0, 10)}: production build, \`POST /api/contact-messages\` over HTTP on loopback, each message from its own visitor address (one rate-limit row and one message row, two commits). "One at a time": ${SINGLE_WRITES} writes in a row after 20 warm-up ones. "${CONCURRENCY} at once": ${CONCURRENCY} visitors sending without pause for ${SECONDS} s, median of ${RUNS} runs. The machine has 2 cores shared by server, client and other work, and one virtual disk.`,
    "",
    `| database | one at a time p50 | one at a time p95 | accepted per second, ${CONCURRENCY} at once | p95, ${CONCURRENCY} at once |`,
    "|---|---:|---:|---:|---:|",
  ];
  for (const result of results) {
    lines.push(
      `| ${result.name} | ${result.single.p50.toFixed(1)} ms | ${result.single.p95.toFixed(1)} ms | ${result.perSecond.toFixed(0)} | ${result.loadedP95.toFixed(1)} ms |`,
    );
  }
  lines.push(
    "",
    "Embedded, full durability is the default: each commit waits until PostgreSQL's fdatasync of the write-ahead log has returned from the disk. Relaxed is how the embedded database behaved before (fsync off, the operating system writes the pages back when it likes): a write survives a killed server but not a power cut; it is accepted only with `NODE_ENV=test`. See docs/decisions/018-durable-embedded-commits.md.",
    ...(postgresSettings
      ? [
          "",
          `PostgreSQL: the machine's PostgreSQL server with its settings (${Object.entries(postgresSettings)
            .map(([key, value]) => `${key} ${value}`)
            .join(", ")}), a pool of 10 connections.`,
        ]
      : []),
    "",
    `Machine load (1-minute load average on 2 cores, at the start and end of each database's measurements): ${results.map((result) => `${result.name} ${result.load.map((value) => value.toFixed(1)).join(" to ")}`).join("; ")}.`,
  );
  return lines.join("\n");
}

const results = [];
results.push(await benchBackend("Embedded, full durability (default)", { DATABASE_URL: "" }));
results.push(
  await benchBackend("Embedded, relaxed (before)", {
    DATABASE_URL: "",
    NODE_ENV: "test",
    EMBEDDED_DB_DURABILITY: "relaxed",
  }),
);
const postgres = await postgresDatabase();
if (postgres) {
  try {
    results.push(await benchBackend("PostgreSQL", { DATABASE_URL: postgres.url }));
  } finally {
    await postgres.drop();
  }
} else {
  console.log("PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to include it.");
}
writeBenchmarkSection("writes", report(results, postgres?.settings));
console.log("\nWritten to BENCHMARKS.md (section writes).");
