import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { ServerBuild } from "react-router";
import { isBuildCurrent } from "#scripts/build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const lock = path.join(
  os.tmpdir(),
  `coaching-site-build-${createHash("sha256").update(root).digest("hex").slice(0, 12)}.lock`,
);
/** A build takes well under this; a lock older than it was left by a killed run. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Builds the site as `npm run build` does, unless the build is current. Test
 * files run in parallel processes: one builds, the others wait for its stamp.
 */
export async function ensureBuild(): Promise<void> {
  while (!isBuildCurrent(root)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!isBuildCurrent(root)) {
        // Built as from a shell: this process's NODE_ENV=test would make a development client bundle.
        const env = Object.fromEntries(
          Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
        );
        await promisify(execFile)(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, env });
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * The app's React Router server build, as it ships, for in-process HTTP tests
 * of pages. Building once (seconds) and importing it in each file is much
 * cheaper than compiling the app in memory for every file.
 */
export async function loadServerBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  await ensureBuild();
  const build = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as ServerBuild;
  return { build, close: async () => {} };
}

/** Every route of the build with its full path, e.g. `admin/class-types/:id/edit`. */
export function routePaths(build: ServerBuild): { id: string; path: string; hasLoader: boolean; hasAction: boolean }[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route && (route.path !== undefined || route.index))
    .map((route) => ({
      id: route?.id ?? "",
      path: `/${fullPath(route?.id)}`,
      hasLoader: Boolean(route?.module.loader),
      hasAction: Boolean(route?.module.action),
    }));
}
