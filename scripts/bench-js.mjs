// `npm run bench:js`: the gzipped JavaScript a first visit to every page route
// downloads, read from the build's route manifest (scripts/lib/route-javascript.mjs).
// Prints the table, writes it to BENCHMARKS.md, and fails when a route is over budget.
import path from "node:path";
import { isBuildCurrent } from "#scripts/build-stamp.mjs";
import { root, writeBenchmarkSection } from "./lib/production-server.mjs";
import {
  ADMIN_LOGIN_BUDGET_KB,
  measureRouteJavaScript,
  overBudget,
  PUBLIC_BUDGET_KB,
  routeJavaScriptTable,
} from "./lib/route-javascript.mjs";

/** Measures the current build (building first when it is stale) and records the table. */
export async function benchRouteJavaScript() {
  if (!isBuildCurrent(root)) {
    const { buildAll } = await import("#scripts/build.mjs");
    await buildAll({ checkBudget: false });
  }
  const rows = measureRouteJavaScript(path.join(root, "build", "client"));
  const table = routeJavaScriptTable(rows);
  console.log(table);
  writeBenchmarkSection(
    "javascript",
    `## JavaScript per route

\`npm run bench:js\` (also run by \`npm run bench:pages\`), ${new Date().toISOString().slice(0, 10)}: every page route of the build's route manifest, with what a first visit downloads: the client entry, each route module from the root down and all their static imports, gzipped (level 9). Code loaded later with \`import()\` (the forms' rules, the contact dialog) and CSS are not counted. Budget: ${PUBLIC_BUDGET_KB} KB for every public page, ${ADMIN_LOGIN_BUDGET_KB} KB for the admin sign-in; the back-office pages behind it have none. \`npm run build\` fails when a route is over.

${table}`,
  );
  return overBudget(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const over = await benchRouteJavaScript();
  if (over.length > 0) {
    console.error(`Over the JavaScript budget:\n${over.join("\n")}`);
    process.exitCode = 1;
  }
}
