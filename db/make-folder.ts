import fs from "node:fs";
import path from "node:path";

/**
 * `fs.mkdirSync(folder, { recursive: true })`, one level at a time. Node's
 * own recursive mkdir never ends where mkdir answers "no such file" for a
 * folder whose parent exists (any path under /proc): it makes the parent
 * again, and the child again, with the processor at 100%. Here each missing
 * level is made once and the first refusal is thrown (ENOENT, EACCES,
 * ENOTDIR, EROFS...); a file where the folder should be is ENOTDIR.
 */
export function makeFolder(folder: string, mode?: number): void {
  const missing: string[] = [];
  for (let current = path.resolve(folder); !fs.existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const level of missing) {
    try {
      fs.mkdirSync(level, { mode });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  if (!fs.statSync(folder).isDirectory()) {
    throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${folder}'`), {
      code: "ENOTDIR",
      syscall: "mkdir",
      path: folder,
    });
  }
}
