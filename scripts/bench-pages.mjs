// `npm run bench:pages`: throughput and p99 latency of public pages from the production
// build, next to the same HTML served as static files by nginx, on loopback, both
// as shipped and as an operator runs them: the app at its default log level (a
// line per request) with stdout to a file, nginx with a buffered access log.
// Needs wrk and nginx (Debian: apt-get install -y wrk nginx). Medians of RUNS runs.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { benchRouteJavaScript } from "./bench-js.mjs";
import { freePort } from "./lib/local-test-tools.mjs";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

// The server under test and nginx share core 0; the load generator has core 1.
const pinned = (() => {
  try {
    execFileSync("sh", ["-c", "command -v taskset"]);
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();
const onServerCore = (command, args) => (pinned ? ["taskset", ["-c", "0", command, ...args]] : [command, args]);
const onClientCore = (command, args) => (pinned ? ["taskset", ["-c", "1", command, ...args]] : [command, args]);

const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lua-"));
fs.writeFileSync(
  path.join(scriptDir, "campaign.lua"),
  `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?utm_source=campaign" .. counter .. "&utm_medium=email")
end`,
);
fs.writeFileSync(
  path.join(scriptDir, "distinct.lua"),
  `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?q=" .. (counter % 5000))
end`,
);
const luaScript = (name) => path.join(scriptDir, name);

function runWrk(url, { script, cookie } = {}) {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}`, "--latency", "-H", "Accept-Encoding: gzip"];
  if (cookie) args.push("-H", `Cookie: ${cookie}`);
  if (script) args.push("-s", luaScript(script));
  const [command, commandArgs] = onClientCore("wrk", [...args, url]);
  const output = execFileSync(command, commandArgs, { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const factor = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] ?? "ms"];
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? "0";
  if (errors !== "0") throw new Error(`${url}: ${errors} error responses`);
  return { rps, p99: Number(p99?.[1]) * factor };
}

/**
 * Alternating rounds of the app and nginx, after one warm-up each. The ratio is
 * the median of each round's app / nginx, from rounds run back to back: the
 * machine is shared, and a slow spell that lasts a round or two lowers both
 * sides of a pair instead of one side of the ratio.
 */
function compare(appUrl, nginxUrl, options = {}) {
  runWrk(appUrl, options);
  runWrk(nginxUrl, options);
  const app = [];
  const reference = [];
  for (let run = 0; run < RUNS; run++) {
    app.push(runWrk(appUrl, options));
    reference.push(runWrk(nginxUrl, options));
  }
  const middle = (runs) => ({ rps: median(runs.map((run) => run.rps)), p99: median(runs.map((run) => run.p99)) });
  const ratio = median(app.map((round, index) => round.rps / reference[index].rps));
  return { app: middle(app), reference: middle(reference), ratio };
}

function summary(label, { app, reference, ratio }) {
  return `${label}: ${app.rps.toFixed(0)} req/s, p99 ${app.p99.toFixed(2)} ms | nginx ${reference.rps.toFixed(0)} req/s, p99 ${reference.p99.toFixed(2)} ms | ratio ${ratio.toFixed(2)}`;
}

// JavaScript per route, from the build's route manifest (npm run bench:js).
const overBudget = await benchRouteJavaScript();
if (overBudget.length > 0) {
  console.error(`Over the JavaScript budget:\n${overBudget.join("\n")}`);
  process.exitCode = 1;
}

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
const appLog = path.join(staticDir, "app.log");
const accessLog = path.join(staticDir, "access.log");
/** The production build, pinned to the server core; `logFile` takes its stdout. */
async function startApp(env, options) {
  const app = await startProductionServer(env, options);
  if (pinned) execFileSync("taskset", ["-apc", "0", String(app.pid)], { stdio: "ignore" });
  return app;
}
// The shipped default log level (info: a line per request), stdout appended to a file.
const server = await startApp({ LOG_LEVEL: "info" }, { logFile: appLog });
const nginxes = [];
/** One nginx worker serving staticDir; `log` is its access_log directive's value. */
async function startNginx(name, log) {
  const port = await freePort();
  const conf = path.join(staticDir, `${name}.conf`);
  fs.writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${staticDir}/${name}.pid; error_log ${staticDir}/${name}-error.log;
events { worker_connections 1024; }
http { access_log ${log}; client_body_temp_path ${staticDir}; proxy_temp_path ${staticDir}; fastcgi_temp_path ${staticDir};
  uwsgi_temp_path ${staticDir}; scgi_temp_path ${staticDir}; types { text/html html; } gzip_static on;
  server { listen 127.0.0.1:${port}; root ${staticDir}; } }`,
  );
  nginxes.push(spawn(...onServerCore("nginx", ["-c", conf, "-p", staticDir]), { stdio: "ignore" }));
  await new Promise((resolve) => setTimeout(resolve, 500));
  return (index) => `http://127.0.0.1:${port}/page${index}.html`;
}
let quietServer;
try {
  const eventsHtml = await (await fetch(`${server.url}/events`)).text();
  const classPath = /href="(\/classes\/[^"/]+)"/.exec(eventsHtml)?.[1];
  if (!classPath) throw new Error("no class page found on /events");
  // nginx serves the same bytes with gzip_static: page.html and page.html.gz.
  const pages = ["/", "/events", classPath, "/faq"];
  for (const [index, page] of pages.entries()) {
    const html = await (await fetch(server.url + page)).text();
    fs.writeFileSync(path.join(staticDir, `page${index}.html`), html);
    fs.writeFileSync(path.join(staticDir, `page${index}.html.gz`), zlib.gzipSync(html, { level: 9 }));
  }
  // As an operator runs it: the access log on, written in 64 KB chunks or every second.
  const nginxUrl = await startNginx("nginx", `${accessLog} combined buffer=64k flush=1s`);

  // Bare Node `http` answering with the app's own bytes and headers for `/`: what
  // any Node server reaches on this machine, so a low ratio can be told apart
  // from a slow machine.
  const stored0 = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } });
  const bareHead = [];
  for (const [name, value] of stored0.headers) {
    if (!["date", "connection", "keep-alive", "x-request-id", "transfer-encoding", "content-length"].includes(name)) {
      bareHead.push(name, value);
    }
  }
  // fetch decodes the body; the bare server sends the gzip bytes nginx sends.
  fs.writeFileSync(path.join(staticDir, "bare-head.json"), JSON.stringify(bareHead));
  const barePort = await freePort();
  const bare = spawn(
    ...onServerCore(process.execPath, [
      path.join(import.meta.dirname, "lib", "bare-node-page.mjs"),
      String(barePort),
      path.join(staticDir, "page0.html.gz"),
      path.join(staticDir, "bare-head.json"),
    ]),
    { stdio: "ignore" },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  let bareRow;
  try {
    bareRow = { page: "/", ...compare(`http://127.0.0.1:${barePort}/`, nginxUrl(0)) };
  } finally {
    bare.kill();
  }
  console.log(summary("bare Node http, / bytes", bareRow));

  const stored = [];
  for (const [index, page] of pages.entries()) {
    const row = { page, ...compare(server.url + page, nginxUrl(index)) };
    stored.push(row);
    console.log(summary(page, row));
  }
  const campaign = { page: "/", ...compare(`${server.url}/`, nginxUrl(0), { script: "campaign.lua" }) };
  console.log(summary("/?utm_source=<new each request>", campaign));
  // A back-office session cookie is never answered from the cache: a full render with its database reads.
  const rendered = {
    page: classPath,
    ...compare(server.url + classPath, nginxUrl(2), { cookie: "_ga=GA1.1.1; admin_session=bench" }),
  };
  console.log(summary(`${classPath} (rendered)`, rendered));

  // Stored-page latency alone, then while another client walks 5,000 distinct query strings on a class page.
  const quietRuns = [];
  const floodRuns = [];
  for (let run = 0; run < RUNS; run++) {
    quietRuns.push(runWrk(`${server.url}/`));
    const flood = spawn(
      ...onClientCore("wrk", ["-t1", "-c8", `-d${DURATION}`, "-s", luaScript("distinct.lua"), server.url + classPath]),
      { stdio: "ignore" },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    floodRuns.push(runWrk(`${server.url}/`));
    await new Promise((resolve) => flood.once("exit", resolve));
  }
  const quietP99 = median(quietRuns.map((run) => run.p99));
  const floodP99 = median(floodRuns.map((run) => run.p99));
  console.log(`/ p99 ${quietP99.toFixed(2)} ms alone, ${floodP99.toFixed(2)} ms during the flood`);

  // The figures before the shipped configuration was measured: the app logging
  // warnings only (no request line), nginx without an access log.
  quietServer = await startApp();
  const quietNginxUrl = await startNginx("quiet-nginx", "off");
  const quiet = { page: "/", ...compare(`${quietServer.url}/`, quietNginxUrl(0)) };
  console.log(summary("/ (app log at warn, nginx access_log off)", quiet));
  const lineCount = (file) => execFileSync("wc", ["-l", file], { encoding: "utf8" }).trim().split(" ")[0];
  console.log(`app log: ${lineCount(appLog)} lines; nginx access log: ${lineCount(accessLog)} lines`);

  const line = (label, row) =>
    `| ${label} | ${row.app.rps.toFixed(0)} | ${row.app.p99.toFixed(2)} ms | ${row.reference.rps.toFixed(0)} | ${row.reference.p99.toFixed(2)} ms | ${row.ratio.toFixed(2)} |`;
  writeBenchmarkSection(
    "throughput",
    `## Public page throughput

\`npm run bench:pages\`, ${new Date().toISOString().slice(0, 10)}: production build on embedded PGlite. The server (or nginx) runs on core 0 and wrk on core 1 (2 threads, ${CONNECTIONS} connections, ${DURATION}), every request with \`Accept-Encoding: gzip\`. Rounds alternate app and nginx, after a warm-up of each; req/s and p99 are medians of ${RUNS} rounds, and app / nginx is the median of the ${RUNS} ratios of an app round to the nginx round right after it (the machine is shared: a slow spell then lowers both sides of one ratio, not one side of all of them). nginx (one worker) serves the same HTML from files with \`gzip_static\`. Targets: stored pages at least 0.5x nginx, campaign links at least 0.45x, a rendered page about 0.1x.

Every row of the table is the shipped configuration, logged as an operator runs both: the app at its default \`LOG_LEVEL\` (info: one JSON line per request) with its stdout appended to a file, nginx with \`access_log <file> combined buffer=64k flush=1s\`.

| request | app req/s | app p99 | nginx req/s | nginx p99 | app / nginx |
|---|---|---|---|---|---|
${stored.map((row) => line(`\`${row.page}\` stored`, row)).join("\n")}
${line("`/?utm_source=…` a new value on every request", campaign)}
${line(`\`${classPath}\` rendered (a signed-in admin's request)`, rendered)}
${line("reference: bare Node `http` sending `/`'s stored bytes and headers, nothing else", bareRow)}

Stored \`/\` while another client (8 connections) requests \`${classPath}\` with 5,000 distinct query strings: p99 ${floodP99.toFixed(2)} ms, against ${quietP99.toFixed(2)} ms without it (${(floodP99 / quietP99).toFixed(2)}x; target at most 2x).

Without either log (how the figures were measured before the shipped configuration was): a second server at \`LOG_LEVEL=warn\` (no request line) against nginx with \`access_log off\`:

| request | app req/s | app p99 | nginx req/s | nginx p99 | app / nginx |
|---|---|---|---|---|---|
${line("`/` stored, app log at warn, nginx access log off", quiet)}`,
  );
} finally {
  for (const nginx of nginxes) nginx.kill();
  await quietServer?.stop();
  await server.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(scriptDir, { recursive: true, force: true });
}
