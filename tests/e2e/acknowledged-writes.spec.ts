import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type Server, startServer, waitUntilReady } from "#tests/setup/server-process";
import { acknowledgedStillStored, startWriters, WRITER_ENV, waitForAcknowledged } from "./fixtures/acknowledged-writes";
import { LAZYFS_BIN, mountLazyFs } from "./fixtures/lazyfs";

// Each test runs its own server on a fresh embedded database, sends contact
// messages over HTTP and stops it the hard way while writes are in flight.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const WRITES = 150;

async function killDuringWrites(server: Server) {
  await waitUntilReady(server);
  const writers = startWriters(server);
  await waitForAcknowledged(writers, WRITES);
  server.process.kill("SIGKILL");
  await writers.stop();
  await server.exited;
  return writers.acknowledged;
}

test("every write acknowledged before the server is killed (kill -9) is there after a restart", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "killed-server-"));
  try {
    const acknowledged = await killDuringWrites(await startServer(dataDir, WRITER_ENV));
    expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES);
    expect(await acknowledgedStillStored(dataDir, acknowledged)).toBe(acknowledged.length);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test.describe("a power cut (LazyFS drops every write not synced to disk)", () => {
  test.skip(!LAZYFS_BIN && !process.env.CI, "needs LazyFS: set LAZYFS_BIN (.ci/run builds it)");

  /** Runs the site on LazyFS, cuts the power during writes, and counts the acknowledged writes that survived. */
  async function powerCutDuringWrites(env: Record<string, string>) {
    const lazyFs = await mountLazyFs();
    try {
      const dataDir = path.join(lazyFs.mountDir, "data");
      // A FUSE file system such as LazyFS cannot hold the Unix socket of the data-directory lock:
      // the lock's folder stays on the real disk, the database's files are on LazyFS.
      fs.mkdirSync(dataDir);
      fs.symlinkSync(fs.mkdtempSync(path.join(os.tmpdir(), "powercut-lock-")), path.join(dataDir, ".lock"));
      const server = await startServer(dataDir, { ...WRITER_ENV, ...env });
      await waitUntilReady(server);
      // What the first start wrote reaches the disk, as it would on a machine up for a while.
      await lazyFs.writeBack();
      const acknowledged = await killDuringWrites(server);
      await lazyFs.cutPower();
      let kept = 0;
      try {
        kept = await acknowledgedStillStored(
          dataDir,
          acknowledged,
          env.EMBEDDED_DB_DURABILITY === "relaxed" ? "relaxed" : "full",
        );
      } catch (error) {
        test.info().annotations.push({ type: "database after the power cut", description: String(error) });
      }
      test
        .info()
        .annotations.push({ type: "acknowledged writes kept", description: `${kept} of ${acknowledged.length}` });
      return { acknowledged: acknowledged.length, kept };
    } finally {
      await lazyFs.unmount();
    }
  }

  test("every acknowledged write survives it", async () => {
    const { acknowledged, kept } = await powerCutDuringWrites({});
    expect(acknowledged).toBeGreaterThanOrEqual(WRITES);
    expect(kept).toBe(acknowledged);
  });

  test("with relaxed durability acknowledged writes are lost, so the cut is real", async () => {
    const { acknowledged, kept } = await powerCutDuringWrites({ NODE_ENV: "test", EMBEDDED_DB_DURABILITY: "relaxed" });
    expect(kept).toBeLessThan(acknowledged);
  });
});
