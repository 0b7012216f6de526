// Production build: the React Router app (client and server bundles), then the
// Hono server entry bundled on its own. Records the source hash for `npm start`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build } from "esbuild";
import { sourceHash, stampPath } from "./build-stamp.mjs";
import { measureRouteJavaScript, overBudget } from "./lib/route-javascript.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function buildAll({ checkBudget = true } = {}) {
  fs.rmSync(stampPath(root), { force: true });
  reactRouterBuild();
  // Every page's first download within its JavaScript budget (docs/decisions/010-javascript-budget.md).
  const over = overBudget(measureRouteJavaScript(path.join(root, "build", "client")));
  if (checkBudget && over.length > 0) {
    throw new Error(`Over the JavaScript budget (npm run bench:js prints every route):\n${over.join("\n")}`);
  }
  precompress(path.join(root, "build", "client"));
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
    entryPoints: ["admin", "backup", "restore", "make-database-template"].map((tool) =>
      path.join(root, "scripts", `${tool}.ts`),
    ),
    outdir: path.join(root, "build", "server", "tools"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  makeDatabaseTemplate();
  fs.writeFileSync(stampPath(root), sourceHash(root));
}

/**
 * The empty embedded database a first start copies (db/embedded-template.ts),
 * made in a process of its own: initdb's memory goes when that process ends.
 */
function makeDatabaseTemplate() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "build", "server", "tools", "make-database-template.js")],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0)
    throw new Error(`making the empty database failed (${result.error?.message ?? `exit ${result.status}`})`);
}

/**
 * `react-router build`, without the lines Vite prints because React Router
 * itself passes Vite a deprecated option (`envFile`): nothing this project
 * can change, repeated nine times at every build.
 */
function reactRouterBuild() {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const shown = (text) =>
    text
      .split("\n")
      .filter((line) => !line.includes("The `envFile` option is deprecated"))
      .join("\n");
  process.stdout.write(shown(result.stdout ?? ""));
  process.stderr.write(shown(result.stderr ?? ""));
  if (result.status !== 0)
    throw new Error(`react-router build failed (${result.error?.message ?? `exit ${result.status}`})`);
}

/** The text files server/static-assets.ts sends compressed (its COMPRESSIBLE, over 512 bytes). */
const COMPRESSIBLE = /\.(js|mjs|css|json|map|txt|xml|svg|webmanifest)$/i;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of
 * the client build: the server reads them at start instead of compressing
 * there, and nginx serves the .gz ones itself (gzip_static, deploy/nginx.conf).
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length <= 512) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
}
