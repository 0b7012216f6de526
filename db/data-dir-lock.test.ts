import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("data directory lock", () => {
  it("refuses a second holder while a live process holds it", async () => {
    const dir = tempDir();
    // Another live process owns the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/already in use by another server/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended", async () => {
    const dir = tempDir();
    const ended = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => ended.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "server.lock"), String(ended.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("can be taken again after release", () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    const again = lockDataDir(dir);
    again.release();
  });
});
