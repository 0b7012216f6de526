// `npm run bench:memory`: the resident memory of the server's whole process
// tree (the production build, started as shipped) while it does what a small
// site does, on the embedded database and, when BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL database
// created beside that one and dropped after. The walk is scripts/lib/memory-walk.mjs;
// the median of BENCH_MEMORY_RUNS runs (3 by default) goes into BENCHMARKS.md.
import os from "node:os";
import { freshPostgresDatabase, walkMemory } from "./lib/memory-walk.mjs";
import { median, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? 3);
const ROWS = Number(process.env.BENCH_MEMORY_ROWS ?? 100_000);
const EMAILS = Number(process.env.BENCH_MEMORY_EMAILS ?? 2000);
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const SETTLE_SECONDS = 20;
const LIMIT_MB = 512;

/** Each operation's target, by backend: what the table compares its figure with. */
const TARGETS = {
  embedded: { peak: LIMIT_MB, idle: 200 },
  postgres: { peak: LIMIT_MB, idle: 120 },
};

async function benchBackend(backend, label, databaseUrl) {
  const runs = [];
  const load = [os.loadavg()[0]];
  for (let run = 0; run < RUNS; run++) {
    const database = databaseUrl ? await freshPostgresDatabase(databaseUrl, "bench_memory") : null;
    try {
      const walked = await walkMemory({
        databaseUrl: database?.url ?? null,
        rows: ROWS,
        emails: EMAILS,
        loadSeconds: LOAD_SECONDS,
        connections: CONNECTIONS,
        settleSeconds: SETTLE_SECONDS,
        log: (line) => console.log(`${label}, run ${run + 1}: ${line}`),
      });
      runs.push(walked.results);
    } finally {
      await database?.drop();
    }
  }
  load.push(os.loadavg()[0]);
  const operations = runs[0].map(({ name }, index) => ({
    name,
    peakMb: median(runs.map((results) => results[index].peakMb)),
    settledMb: median(runs.map((results) => results[index].settledMb)),
  }));
  return { backend, label, operations, load };
}

function mark(value, target) {
  return `${value.toFixed(0)} MB ${value < target ? "✓" : "✗"}`;
}

function table({ backend, operations }) {
  const target = TARGETS[backend];
  const rows = operations.map(({ name, peakMb, settledMb }) => {
    const idle = name === "later start, idle";
    return `| ${name} | ${mark(peakMb, target.peak)} | ${idle ? mark(settledMb, target.idle) : `${settledMb.toFixed(0)} MB`} |`;
  });
  return `| operation | peak (target < ${target.peak} MB) | settled after (idle target < ${target.idle} MB) |
|---|---:|---:|
${rows.join("\n")}`;
}

const results = [await benchBackend("embedded", "Embedded (PGlite)", null)];
const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (base) results.push(await benchBackend("postgres", "PostgreSQL", base));

const sections = results.map(
  (
    result,
  ) => `**${result.label}**${result.backend === "postgres" ? " (the application alone: PostgreSQL's own processes are not counted)" : " (the database runs inside the server's process)"}

${table(result)}`,
);
writeBenchmarkSection(
  "memory",
  `## Memory: does the site fit a 512 MB server?

\`npm run bench:memory\`, ${new Date().toISOString().slice(0, 10)}: the production build started as shipped (\`startProductionServer\`, with an admin account, an SMTP server and warnings-only logs), its resident memory measured as the sum of VmRSS over the server's process and every process below it (\`/proc/<pid>/status\` and \`/proc/<pid>/task/*/children\`), sampled every 100 ms. "Peak" is the highest sample from the operation's start (a start's: the spawn) until its memory settles; "settled" the last sample once memory stops falling after it (no fall over 2 MB for 5 s, ${SETTLE_SECONDS} s at most). One walk on fresh data, in order:

1. **first start**: a new data folder or database, from spawning the server until \`/readyz\` answers 200, which it does once the demo content is added;
2. **later start, idle**: stopped and started again on the same data; the settled figure is the idle server, left alone for 30 s after it answers before settling is watched: V8's memory reducer gives back the young generation the start grew about 8 s after the start's last full collection, 15-17 s after the spawn, after a plateau longer than settling's 5 quiet seconds;
3. **public pages under load**: ${CONNECTIONS} connections for ${LOAD_SECONDS} s on the home page, the events, a class, the FAQ and the newsletter archive (wrk, 2 threads, asking for compressed answers);
4. **12-megapixel photo upload**: a 4000x3000 JPEG posted to the hero image manager;
5. **subscriber CSV export**: with the server stopped, subscribers added in one statement up to ${ROWS.toLocaleString("en-US")}; then the export of all of them downloaded over HTTP;
6. **backup**: "Back up now" in the back office (the server writes the backup; \`npm run backup\` asks a running server to do it on the embedded database);
7. **newsletter queued and sent**: an issue to ${EMAILS.toLocaleString("en-US")} active subscribers at 10,000 a minute, sent to an SMTP server in the benchmark's process until all arrived.

${RUNS === 1 ? "One run" : `Median of ${RUNS} runs`} (\`BENCH_MEMORY_RUNS\`). Targets: every peak under 512 MB; idle under 200 MB on the embedded database, under 120 MB for the application on PostgreSQL. \`tests/memory/small-server.test.ts\` walks the same operations, smaller, under a hard 512 MB limit.

${sections.join("\n\n")}

Node ${process.version}; the machine has ${os.cpus().length} cores and ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, shared with other work (1-minute load average ${results.map((result) => `${result.label}: ${result.load[0].toFixed(1)} to ${result.load[1].toFixed(1)}`).join("; ")}).`,
);
