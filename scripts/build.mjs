// Production build: the React Router app (client and server bundles), then the
// Hono server entry bundled on its own. Records the source hash for `npm start`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { sourceHash, stampPath } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function buildAll() {
  fs.rmSync(stampPath(root), { force: true });
  execFileSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, stdio: "inherit" });
  await build({
    entryPoints: [path.join(root, "server", "main.ts")],
    outfile: path.join(root, "build", "server", "main.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
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
