import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type FullDisk = {
  /** The root of a small disk with no byte free. */
  dir: string;
  /** Removes the file that fills it. */
  free(): void;
  unmount(): void;
};

/**
 * Mounts a small tmpfs at `dir` and fills it to the last byte: a real full
 * disk, which answers every write with ENOSPC. Mounting needs root (CI runs
 * as root); without it this throws rather than letting the test pass unseen.
 */
export function mountFullDisk(dir: string, size = "512k"): FullDisk {
  if (process.getuid?.() !== 0) {
    throw new Error(
      "This test fills a real disk: it mounts a small tmpfs, which needs root. Run the tests as root (CI does).",
    );
  }
  fs.mkdirSync(dir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size},mode=0755`, "tmpfs", dir]);
  const filler = path.join(dir, "filler");
  const fill = () => {
    const fd = fs.openSync(filler, "a");
    const block = Buffer.alloc(64 * 1024);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      fs.closeSync(fd);
    }
    // A write smaller than a block may still fit after a large one fails.
    const fd2 = fs.openSync(filler, "a");
    try {
      for (;;) fs.writeSync(fd2, Buffer.alloc(1));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      fs.closeSync(fd2);
    }
  };
  fill();
  return {
    dir,
    free: () => fs.rmSync(filler, { force: true }),
    unmount: () => execFileSync("umount", ["--lazy", dir]),
  };
}
