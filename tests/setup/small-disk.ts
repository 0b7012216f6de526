import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "#scripts/lib/local-test-tools.mjs";

/**
 * A small disk of its own (a tmpfs mounted on a new folder; needs root, as CI
 * has), to fill up for real: `fill()` writes a file until the disk answers
 * ENOSPC, `free()` deletes it, `unmount()` takes the disk away.
 */
export type SmallDisk = { dir: string; fill(): void; free(): void; unmount(): void };

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "small-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m,mode=0777`, "tmpfs", dir]);
  const filler = path.join(dir, "filler");
  return {
    dir,
    fill() {
      const chunk = Buffer.alloc(1024 * 1024);
      const fd = fs.openSync(filler, "a");
      try {
        for (;;) {
          // A smaller piece once a whole one no longer fits, down to the last page.
          try {
            fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
            try {
              fs.writeSync(fd, chunk, 0, 4096);
            } catch {
              return;
            }
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
      execFileSync("umount", ["-l", dir]);
      fs.rmdirSync(dir);
    },
  };
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
