// Production build: the React Router app (client and server bundles), then the
// Hono server entry bundled on its own. Records the source hash for `npm start`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { sourceHash, stampPath } from "./build-stamp.mjs";
import { measureRouteJavaScript, overBudget } from "./lib/route-javascript.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function buildAll({ checkBudget = true } = {}) {
  fs.rmSync(stampPath(root), { force: true });
  execFileSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, stdio: "inherit" });
  // Every page's first download within its JavaScript budget (docs/decisions/010-javascript-budget.md).
  const over = overBudget(measureRouteJavaScript(path.join(root, "build", "client")));
  if (checkBudget && over.length > 0) {
    throw new Error(`Over the JavaScript budget (npm run bench:js prints every route):\n${over.join("\n")}`);
  }
  // main.js only sets NODE_ENV, then imports production-server.js: React must
  // not be loaded before that (see server/main.ts).
  await build({
    entryPoints: ["main", "production-server"].map((name) => path.join(root, "server", `${name}.ts`)),
    outdir: path.join(root, "build", "server"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    external: ["./production-server.js"],
    sourcemap: true,
    logLevel: "warning",
  });
  // The operator's commands, so they run from a production install too.
  await build({
    entryPoints: ["admin", "backup", "restore"].map((tool) => path.join(root, "scripts", `${tool}.ts`)),
    outdir: path.join(root, "build", "server", "tools"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  fs.writeFileSync(stampPath(root), sourceHash(root));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
}
