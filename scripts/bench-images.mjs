// `npm run bench:images`: the image pipeline on the production build.
// 1. Time to process a 4000x3000 JPEG upload: posted to the hero image manager
//    as an admin would, until the server answers (decode, strip, 9 encodes, store).
// 2. Bytes of the hero a phone (390 px wide, DPR 3) downloads, next to the upload.
// 3. /media throughput with wrk, full responses and 304 revalidations.
// Needs wrk (Debian: apt-get install -y wrk).
import { execFileSync } from "node:child_process";
import os from "node:os";
import { photo, signIn, upload } from "./lib/back-office.mjs";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WRK_RUNS = Number(process.env.BENCH_WRK_RUNS ?? 3);
const DURATION = process.env.BENCH_DURATION ?? "8s";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PHONE = { cssWidth: 390, dpr: 3 };
const ADMIN = { email: "bench@example.com", password: "benchmark password 123" };

try {
  execFileSync("sh", ["-c", "command -v wrk"]);
} catch {
  console.error("wrk is needed for the benchmark: apt-get install -y wrk");
  process.exit(1);
}

/** The candidate a browser takes from a `w` srcset for a full-width image: the narrowest at least as wide as needed. */
function pick(srcset, devicePixels) {
  const candidates = srcset
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([file, width]) => ({ file, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates.find((candidate) => candidate.width >= devicePixels) ?? candidates.at(-1);
}

async function phoneDownload(url) {
  const html = await (await fetch(`${url}/`)).text();
  const srcsets = {
    avif: /<source type="image\/avif" srcset="([^"]+)"/i.exec(html)?.[1],
    webp: /<source type="image\/webp" srcset="([^"]+)"/i.exec(html)?.[1],
    jpeg: /<img[^>]+srcset="([^"]+\.jpg[^"]*)"/i.exec(html)?.[1],
  };
  const rows = [];
  for (const [format, srcset] of Object.entries(srcsets)) {
    if (!srcset?.includes("/media/")) throw new Error(`the home hero has no uploaded ${format} copies`);
    const chosen = pick(srcset, PHONE.cssWidth * PHONE.dpr);
    const bytes = (await (await fetch(new URL(chosen.file, url))).arrayBuffer()).byteLength;
    rows.push({ format, file: chosen.file, width: chosen.width, bytes });
  }
  return rows;
}

function runWrk(target, headers = []) {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}`, "--latency", ...headers.flatMap((h) => ["-H", h]), target];
  const output = execFileSync("wrk", args, { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  const mbPerSecond =
    Number(transfer?.[1]) * { B: 1 / 1024 ** 2, KB: 1 / 1024, MB: 1, GB: 1024 }[transfer?.[2] ?? "MB"];
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? "0";
  if (errors !== "0") throw new Error(`${target}: ${errors} error responses`);
  return { rps, mbPerSecond, p99: Number(p99?.[1]) * { us: 0.001, ms: 1, s: 1000 }[p99?.[2] ?? "ms"] };
}

function measureWrk(target, headers) {
  runWrk(target, headers); // warm-up
  const runs = Array.from({ length: WRK_RUNS }, () => runWrk(target, headers));
  return {
    rps: median(runs.map((run) => run.rps)),
    mbPerSecond: median(runs.map((run) => run.mbPerSecond)),
    p99: median(runs.map((run) => run.p99)),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const loadAtStart = os.loadavg()[0];
const server = await startProductionServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
try {
  const session = await signIn(server.url, ADMIN);
  const photos = [];
  for (let seed = 0; seed <= RUNS; seed++) photos.push(await photo(seed));
  await upload(server.url, session, photos[0], "warm-up");
  const times = [];
  for (let run = 1; run <= RUNS; run++) {
    times.push(await upload(server.url, session, photos[run], `photo-${run}`));
    console.log(`upload ${run}: ${times.at(-1).toFixed(0)} ms`);
  }
  const original = photos[RUNS].length;
  const downloads = await phoneDownload(server.url);
  for (const row of downloads) console.log(`phone ${row.format}: ${row.width}w, ${kb(row.bytes)} of ${kb(original)}`);

  const avif = downloads.find((row) => row.format === "avif");
  const target = new URL(avif.file, server.url).href;
  const etag = (await fetch(target)).headers.get("etag");
  const full = measureWrk(target, []);
  const revalidated = measureWrk(target, [`If-None-Match: ${etag}`]);
  console.log(`/media ${avif.width}w AVIF: ${full.rps.toFixed(0)} req/s, ${full.mbPerSecond.toFixed(1)} MB/s`);
  console.log(`/media 304: ${revalidated.rps.toFixed(0)} req/s`);

  const date = new Date().toISOString().slice(0, 10);
  writeBenchmarkSection(
    "images",
    `## Image pipeline

\`npm run bench:images\`, ${date}: production build on embedded PGlite, on a machine with ${os.cpus().length} cores shared by server, client and wrk (load average ${loadAtStart.toFixed(1)} when the run began; other work on the machine slows every figure).

**Processing a 4000x3000 JPEG upload** (${kb(original)}, photo-like): posted to \`/admin/hero-images\` as the manager's form does, until the server answers; that covers reading the header, decoding, stripping metadata, 9 encodes (AVIF, WebP and JPEG at 640, 1280 and 1920 px) and storing them. Median of ${RUNS} uploads of different photos after a warm-up: **${median(times).toFixed(0)} ms** (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}).

**What a phone downloads for that hero** (390 CSS px wide at DPR 3, so 1170 device px; the home page's \`srcset\` with \`sizes="100vw"\`, the narrowest copy at least that wide):

| format the browser supports | copy | bytes | of the ${kb(original)} upload |
|---|---|---|---|
${downloads.map((row) => `| ${row.format.toUpperCase()} | ${row.width} px | ${kb(row.bytes)} | ${((100 * row.bytes) / original).toFixed(1)}% |`).join("\n")}

**\`/media\` throughput**, the ${avif.width} px AVIF (${kb(avif.bytes)}): wrk with 2 threads and ${CONNECTIONS} connections for ${DURATION}, median of ${WRK_RUNS} runs after a warm-up; after the first request the file comes from the in-memory media cache, not the database.

| request | req/s | transfer | p99 |
|---|---|---|---|
| full response (200) | ${full.rps.toFixed(0)} | ${full.mbPerSecond.toFixed(1)} MB/s | ${full.p99.toFixed(1)} ms |
| revalidation with \`If-None-Match\` (304) | ${revalidated.rps.toFixed(0)} | ${revalidated.mbPerSecond.toFixed(1)} MB/s | ${revalidated.p99.toFixed(1)} ms |

Browsers rarely revalidate: \`/media\` names carry a content hash and are served \`immutable\` for a year.`,
  );
} finally {
  await server.stop();
}
