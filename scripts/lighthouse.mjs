// `npm run lighthouse`: Lighthouse (mobile preset) on every public page of the
// production build, in the system Chromium. Prints the four scores per page
// (median of LIGHTHOUSE_RUNS runs) and records them in BENCHMARKS.md.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/local-test-tools.mjs";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const rows = [];
let failed = false;
try {
  const eventsHtml = await (await fetch(`${server.url}/events`)).text();
  const classPath = /href="(\/classes\/[^"]+)"/.exec(eventsHtml)?.[1] ?? "/classes/missing";
  const pages = ["/", "/coaching", "/events", classPath, "/faq", "/about", "/get-started"];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      runs.push(
        Object.fromEntries(
          CATEGORIES.map((name) => [name, Math.round((result?.lhr.categories[name]?.score ?? 0) * 100)]),
        ),
      );
      if (run === 0) {
        const failing = Object.values(result?.lhr.audits ?? {}).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
        );
        for (const audit of failing) console.log(`  ${page}: ${audit.id}: ${audit.title}`);
      }
    }
    const scores = Object.fromEntries(CATEGORIES.map((name) => [name, median(runs.map((run) => run[name]))]));
    rows.push({ page, scores });
    console.log(`${page}: ${CATEGORIES.map((name) => `${name} ${scores[name]}`).join(", ")}`);
    if (scores.performance < 95 || CATEGORIES.slice(1).some((name) => scores[name] < 100)) failed = true;
  }
} finally {
  await chrome.kill();
  await server.stop();
}

writeBenchmarkSection(
  "lighthouse",
  `## Lighthouse (mobile)

\`npm run lighthouse\`, ${new Date().toISOString().slice(0, 10)}: Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset (simulated slow 4G, mid-range phone), system Chromium, production build with demo content; median of ${RUNS} runs per page. Budget: performance >= 95, the other three 100.

| page | performance | accessibility | best practices | SEO |
|---|---|---|---|---|
${rows.map(({ page, scores }) => `| \`${page}\` | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} |`).join("\n")}`,
);
if (failed) {
  console.error("Some pages are under the budget.");
  process.exitCode = 1;
}
