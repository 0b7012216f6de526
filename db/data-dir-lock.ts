import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes writing one data directory lose
 * writes without any error. This lock file makes a second process refuse to start.
 */

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "server.lock");

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another server (process ${owner}). ` +
            "Stop that server first, or give this one its own DATA_DIR. " +
            "Two servers on one embedded database would silently lose data; to run several, set DATABASE_URL to a PostgreSQL server.",
        );
      }
      // Left behind by a process that no longer runs: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}; another server is starting.`);
}
