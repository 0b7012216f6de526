import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Everything the production build is made from. */
const SOURCES = [
  "app",
  "server",
  "core",
  "db",
  "rules",
  "public",
  "scripts/admin.ts",
  "scripts/backup.ts",
  "scripts/restore.ts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function listFiles(target) {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => listFiles(path.join(target, name)));
}

/** A hash of the build's sources; the build is stale when it differs from the one recorded. */
export function sourceHash(root) {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((source) => listFiles(path.join(root, source)))) {
    if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export function stampPath(root) {
  return path.join(root, "build", "source-hash.txt");
}

export function isBuildCurrent(root) {
  const stamp = stampPath(root);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === sourceHash(root);
}
