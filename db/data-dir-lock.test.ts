import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fromRoot } from "#db/project-root";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A separate process that tries the lock; resolves with its first line ("locked" or "refused: ..."). */
function holder(dir: string, startAt = 0): { child: ChildProcess; outcome: Promise<string> } {
  const script = fromRoot("tests", "setup", "hold-data-dir-lock.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, dir, String(startAt)], {
    cwd: fromRoot(),
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  const outcome = new Promise<string>((resolve) => {
    let text = "";
    child.stdout?.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\n")) resolve(text.split("\n")[0] ?? "");
    });
    child.on("exit", () => resolve(text.split("\n")[0] ?? "exited"));
  });
  return { child, outcome };
}

function exited(child: ChildProcess) {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve),
  );
}

describe("data directory lock", () => {
  it("refuses a second server while another process holds the directory", async () => {
    const dir = tempDir();
    const first = holder(dir);
    expect(await first.outcome).toBe("locked");
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`already in use by another server (process ${first.child.pid})`);
  });

  it("starts after the holder was killed with SIGKILL, without any cleanup", async () => {
    const dir = tempDir();
    const first = holder(dir);
    expect(await first.outcome).toBe("locked");
    first.child.kill("SIGKILL");
    await exited(first.child);
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    lock.release();
  });

  it("starts when the lock left behind names a process id that now belongs to another running process", async () => {
    const dir = tempDir();
    // A crashed server's socket, named after a pid that is alive again (ours),
    // next to an old-style pid file naming a live process (pid 1).
    const dead = net.createServer();
    const entry = path.join(dir, ".lock", `${process.pid}-abandoned.sock`);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    await new Promise<void>((resolve) => dead.listen(path.join(dir, ".lock", "x.sock"), resolve));
    fs.linkSync(path.join(dir, ".lock", "x.sock"), entry);
    await new Promise((resolve) => dead.close(resolve));
    fs.writeFileSync(path.join(dir, "server.lock"), "1");
    expect(fs.existsSync(entry)).toBe(true);

    const lock = await lockDataDir(dir);
    expect(fs.existsSync(entry)).toBe(false);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
    lock.release();
  });

  it("lets exactly one of several processes starting at once take the directory", async () => {
    const dir = tempDir();
    // All four try at the same moment, once they have loaded.
    const startAt = Date.now() + 4000;
    const racers = Array.from({ length: 4 }, () => holder(dir, startAt));
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome));
    expect(outcomes.filter((outcome) => outcome === "locked")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.startsWith("refused: "))).toHaveLength(3);
  });

  it("can be taken again after release, and from a folder with a long path", async () => {
    const dir = path.join(tempDir(), "a-rather-long-folder-name-".repeat(4));
    (await lockDataDir(dir)).release();
    const again = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    again.release();
  });

  it("steps back while another server is starting, and takes the directory once that one gives way", async () => {
    const dir = tempDir();
    // Another starter, as seen through its socket: it says "starting" three
    // times, then gives way (closes and removes its entry).
    const entry = path.join(dir, ".lock", "424242-starter.sock");
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    let greetings = 0;
    const starter = net.createServer((socket) => {
      greetings++;
      socket.end("starting 424242\n");
      if (greetings === 3) starter.close();
    });
    await new Promise<void>((resolve) => starter.listen(entry, resolve));
    const lock = await lockDataDir(dir);
    expect(greetings).toBe(3);
    expect(fs.readdirSync(path.join(dir, ".lock")).filter((name) => name.endsWith(".sock"))).toHaveLength(1);
    lock.release();
  });

  it("refuses once the other starter has become the owner", async () => {
    const dir = tempDir();
    const entry = path.join(dir, ".lock", "434343-starter.sock");
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    let greetings = 0;
    const other = net.createServer((socket) => {
      greetings++;
      socket.end(greetings < 3 ? "starting 434343\n" : "owner 434343\n");
    });
    await new Promise<void>((resolve) => other.listen(entry, resolve));
    try {
      await expect(lockDataDir(dir)).rejects.toThrow("already in use by another server (process 434343)");
      expect(fs.readdirSync(path.join(dir, ".lock")).filter((name) => name.endsWith(".sock"))).toEqual([
        "434343-starter.sock",
      ]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
