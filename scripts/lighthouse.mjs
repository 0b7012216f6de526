// `npm run lighthouse`: Lighthouse (mobile preset) on every public page of the
// production build, in the system Chromium (never a downloaded one). The pages
// are those of the site's own sitemap (class pages and legal pages included),
// plus the contact and newsletter pages and the not-found page. Prints the four
// scores per page (median of LIGHTHOUSE_RUNS runs) with the audits behind any
// lost point, and records them in BENCHMARKS.md. LIGHTHOUSE_JSON=folder keeps
// every report; LIGHTHOUSE_PAGES=/,/faq limits the run to those pages.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/local-test-tools.mjs";
import { median, startProductionServer, writeBenchmarkSection } from "./lib/production-server.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
/**
 * Any address the site does not have: its not-found page. Lighthouse refuses to
 * score a page answered with 404 (ERRORED_DOCUMENT_REQUEST), so it is listed
 * with that answer; the browser tests cover its behaviour.
 */
const NOT_FOUND = "/no-such-page";

/** Every public page: the sitemap's, and the pages it leaves out (forms, legal pages, not found). */
async function publicPages(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  // The legal pages are linked from every footer while they have text.
  const pages = [...new Set([...listed, "/contact", "/newsletter", "/privacy", "/terms", NOT_FOUND])];
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  return only ? pages.filter((page) => only.includes(page)) : pages;
}

/** Audits that cost points, for finding causes rather than reading scores. */
function lostPoints(lhr) {
  const lines = [];
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === "informative") continue;
    if (audit.scoreDisplayMode === "manual" || audit.scoreDisplayMode === "notApplicable") continue;
    lines.push(`${audit.id}: ${audit.displayValue ?? ""} (${audit.score})`);
  }
  const lcp = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector;
  if (lcp) lines.push(`LCP element: ${lcp}`);
  return lines;
}

const server = await startProductionServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const rows = [];
let failed = false;
try {
  const pages = await publicPages(server.url);
  if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(server.url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      const error = result?.lhr.runtimeError?.code;
      if (error) console.log(`  ${page} run ${run + 1}: not scored: ${error}`);
      runs.push(
        Object.fromEntries(
          CATEGORIES.map((name) => {
            const score = result?.lhr.categories[name]?.score;
            return [name, error || score === null || score === undefined ? null : Math.round(score * 100)];
          }),
        ),
      );
      if (result && JSON_DIR) {
        const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
        fs.writeFileSync(path.join(JSON_DIR, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      if (result) for (const line of lostPoints(result.lhr)) console.log(`  ${page} run ${run + 1}: ${line}`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => {
        const values = runs.map((run) => run[name]).filter((value) => value !== null);
        return [name, values.length > 0 ? median(values) : null];
      }),
    );
    rows.push({ page, scores });
    console.log(`${page}: ${CATEGORIES.map((name) => `${name} ${scores[name]}`).join(", ")}`);
    if (page !== NOT_FOUND && CATEGORIES.some((name) => scores[name] === null || scores[name] < 100)) failed = true;
  }
} finally {
  await chrome.kill();
  await server.stop();
}

writeBenchmarkSection(
  "lighthouse",
  `## Lighthouse (mobile)

\`npm run lighthouse\`, ${new Date().toISOString().slice(0, 10)}: Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset (simulated slow 4G, mid-range phone), system Chromium, production build with demo content; median of ${RUNS} runs per page. Every page of the sitemap, the contact, newsletter and legal pages, and the not-found page (\`${NOT_FOUND}\`: Lighthouse does not score a page answered with 404, so it shows "n/a"). Budget: 100 in all four categories. The machine's two cores are shared, so the performance score moves by a point or two between runs.

| page | performance | accessibility | best practices | SEO |
|---|---|---|---|---|
${rows.map(({ page, scores }) => `| \`${page}\` | ${CATEGORIES.map((name) => scores[name] ?? "n/a").join(" | ")} |`).join("\n")}`,
);
if (failed) {
  console.error("Some pages are under the budget.");
  process.exitCode = 1;
}
