import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#scripts/lib/local-test-tools.mjs";

/**
 * A small disk of its own (a tmpfs mounted on `dir`, or on a new folder), to
 * fill up for real: `fill()` writes a file until the disk has no byte free,
 * `free()` deletes it, `unmount()` takes the disk away. Mounting needs root
 * (CI runs as root); without it this throws rather than letting a test pass
 * unseen.
 */
export type SmallDisk = { dir: string; fill(): void; free(): void; unmount(): void };

export function mountSmallDisk(size: string, dir = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"))): SmallDisk {
  if (process.getuid?.() !== 0) {
    throw new Error(
      "This test fills a real disk: it mounts a small tmpfs, which needs root. Run the tests as root (CI does).",
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0777`, "tmpfs", dir]);
  const filler = path.join(dir, "filler");
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, "a");
      try {
        // Smaller pieces once a larger one no longer fits, down to the last byte.
        for (const piece of [1024 * 1024, 4096, 1]) {
          const chunk = Buffer.alloc(piece);
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync("umount", ["--lazy", dir]);
      fs.rmdirSync(dir);
    },
  };
}

/** A small disk at `dir` with no byte free: every write answers ENOSPC until `free()`. */
export function mountFullDisk(dir: string, size = "512k"): SmallDisk {
  const disk = mountSmallDisk(size, dir);
  disk.fill();
  return disk;
}

/**
 * A throwaway PostgreSQL cluster whose data directory is on `disk`, run as
 * the `postgres` user on a free port of its own; `stop()` ends it at once.
 */
export async function startPostgresOn(disk: SmallDisk): Promise<{ url: string; stop(): void }> {
  const dataDir = path.join(disk.dir, "cluster");
  const asPostgres = (command: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "ignore" });
  asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  asPostgres("pg_ctl", [
    "-D",
    dataDir,
    "-o",
    `-p ${port} -k ${disk.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-l",
    path.join(disk.dir, "cluster.log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]),
  };
}
