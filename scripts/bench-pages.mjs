// `npm run bench:pages`: throughput and p99 latency of public pages from the production
// build, next to the same HTML served as static files by nginx, on loopback.
// Needs wrk and nginx (Debian: apt-get install -y wrk nginx). Medians of RUNS runs.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "./lib/local-test-tools.mjs";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = process.env.BENCH_DURATION ?? "8s";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

for (const tool of ["wrk", "nginx"]) {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`]);
  } catch {
    console.error(`${tool} is needed for the benchmark: apt-get install -y wrk nginx`);
    process.exit(1);
  }
}

function runWrk(url) {
  const output = execFileSync("wrk", ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}`, "--latency", url], {
    encoding: "utf8",
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const factor = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] ?? "ms"];
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? "0";
  if (errors !== "0") throw new Error(`${url}: ${errors} error responses`);
  return { rps, p99: Number(p99?.[1]) * factor };
}

function measure(url) {
  runWrk(url); // warm-up
  const runs = Array.from({ length: RUNS }, () => runWrk(url));
  return { rps: median(runs.map((run) => run.rps)), p99: median(runs.map((run) => run.p99)) };
}

/** Gzipped JavaScript a first visit to each page downloads (module scripts and their preloads). */
async function measureJavaScript(baseUrl, pages) {
  const rows = [];
  for (const page of pages) {
    const html = await (await fetch(baseUrl + page)).text();
    const files = new Set(
      [
        ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)|<script[^>]+src="([^"]+\.js)"/g),
      ].map((match) => match[1] ?? match[2] ?? match[3]),
    );
    let gzipped = 0;
    for (const file of files) {
      const body = Buffer.from(await (await fetch(new URL(file, baseUrl))).arrayBuffer());
      gzipped += zlib.gzipSync(body, { level: 9 }).length;
    }
    const adminCode = [...files].filter((file) => /admin/i.test(file));
    rows.push({ page, files: files.size, kb: gzipped / 1024, adminCode });
    console.log(
      `${page}: ${files.size} scripts, ${(gzipped / 1024).toFixed(1)} KB gzipped${adminCode.length ? `, ADMIN CODE: ${adminCode}` : ""}`,
    );
  }
  return rows;
}

const server = await startProductionServer();
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
let nginx;
try {
  const eventsHtml = await (await fetch(`${server.url}/events`)).text();
  const classPath = /href="(\/classes\/[^"]+)"/.exec(eventsHtml)?.[1];
  if (!classPath) throw new Error("no class page found on /events");
  const pages = ["/", "/events", classPath];
  const jsRows = await measureJavaScript(server.url, [
    "/",
    "/coaching",
    "/events",
    classPath,
    "/faq",
    "/about",
    "/get-started",
  ]);
  writeBenchmarkSection(
    "javascript",
    `## JavaScript sent to public pages

\`npm run bench:pages\`, ${new Date().toISOString().slice(0, 10)}: every module script and preload in the page's HTML, gzipped (level 9). Budget: 130 KB per page, no back-office code.

| page | scripts | gzipped | back-office code |
|---|---|---|---|
${jsRows.map((row) => `| \`${row.page}\` | ${row.files} | ${row.kb.toFixed(1)} KB | ${row.adminCode.length ? "yes" : "none"} |`).join("\n")}`,
  );

  for (const [index, page] of pages.entries()) {
    fs.writeFileSync(path.join(staticDir, `page${index}.html`), await (await fetch(server.url + page)).text());
  }
  const nginxPort = await freePort();
  const conf = path.join(staticDir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 2; daemon off; pid ${staticDir}/nginx.pid; error_log ${staticDir}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${staticDir}; proxy_temp_path ${staticDir}; fastcgi_temp_path ${staticDir};
  uwsgi_temp_path ${staticDir}; scgi_temp_path ${staticDir}; types { text/html html; }
  server { listen 127.0.0.1:${nginxPort}; root ${staticDir}; } }`,
  );
  nginx = spawn("nginx", ["-c", conf, "-p", staticDir], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 500));

  const rows = [];
  for (const [index, page] of pages.entries()) {
    const app = measure(server.url + page);
    const reference = measure(`http://127.0.0.1:${nginxPort}/page${index}.html`);
    rows.push({ page, app, reference });
    console.log(
      `${page}: ${app.rps.toFixed(0)} req/s, p99 ${app.p99.toFixed(1)} ms | nginx ${reference.rps.toFixed(0)} req/s, p99 ${reference.p99.toFixed(1)} ms | ratio ${(app.rps / reference.rps).toFixed(2)}`,
    );
  }

  const table = [
    "| page | app req/s | app p99 | nginx req/s | nginx p99 | app / nginx |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      ({ page, app, reference }) =>
        `| \`${page}\` | ${app.rps.toFixed(0)} | ${app.p99.toFixed(1)} ms | ${reference.rps.toFixed(0)} | ${reference.p99.toFixed(1)} ms | ${(app.rps / reference.rps).toFixed(2)} |`,
    ),
  ];
  writeBenchmarkSection(
    "throughput",
    `## Public page throughput

\`npm run bench:pages\`, ${new Date().toISOString().slice(0, 10)}: production build on embedded PGlite, wrk with 2 threads and ${CONNECTIONS} connections on loopback for ${DURATION}, median of ${RUNS} runs after a warm-up; nginx serves the same HTML saved as static files, in the same run. The machine has 2 cores shared by server, nginx and wrk.

${table.join("\n")}`,
  );
} finally {
  nginx?.kill();
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
}
