import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/**
 * The folder holding package.json. Source files and the bundled server live at
 * different depths, so the root is found by walking up rather than by a fixed
 * relative path.
 */
function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Could not find the project folder (no package.json above this file)");
    dir = parent;
  }
  cached = dir;
  return dir;
}

export function fromRoot(...parts: string[]): string {
  return path.join(projectRoot(), ...parts);
}
