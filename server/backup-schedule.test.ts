import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getBackupStatus } from "#core/backups/get-backup-status";
import { listBackupFiles } from "#core/backups/list-backup-files";
import { withTestDatabase } from "#tests/setup/database";
import { recordingLogger } from "#tests/setup/recording-logger";
import { mountFullDisk } from "#tests/setup/small-disk";
import { startBackups } from "./backup-schedule";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-schedule-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the scheduled backup", () => {
  it("is taken by one of two instances sharing the database, and finished before the server stops", async () => {
    const backupDir = path.join(folder, "shared");
    const config = loadEnv({ SITE_URL: "http://localhost", BACKUP_DIR: backupDir, BACKUP_SCHEDULE: "daily" }, {});
    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    for (let instance = 0; instance < 2; instance++) {
      startBackups({ database: database.handle(), config, logger, shutdown, firstCheckAfterMs: 0, checkEveryMs: 50 });
    }
    await expect.poll(() => listBackupFiles({ backupDir }).length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await shutdown.stopWorkers(logger, Date.now() + 10_000);
    expect(listBackupFiles({ backupDir })).toHaveLength(1);
  });

  it("on a full disk fails with the reason, leaves no file, is tried again sooner and sooner than a day, and is made once there is room", async () => {
    const disk = mountFullDisk(path.join(folder, "full"), "256k");
    const { logger, lines } = recordingLogger();
    const shutdown = createShutdownRegistry();
    try {
      const config = loadEnv({ SITE_URL: "http://localhost", BACKUP_DIR: disk.dir, BACKUP_SCHEDULE: "daily" }, {});
      startBackups({
        database: database.handle(),
        config,
        logger,
        shutdown,
        firstCheckAfterMs: 0,
        checkEveryMs: 20,
        retryFirstMs: 200,
      });
      const failures = () => lines.filter((line) => line.msg === "scheduled job failed");
      await expect.poll(() => failures().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect(failures().slice(0, 3)).toEqual(
        [200, 400, 800].map((retryInMs) =>
          expect.objectContaining({
            retryInMs,
            err: expect.objectContaining({
              message: expect.stringMatching(/^The backup failed: there is no space left on the disk that holds /),
            }),
          }),
        ),
      );
      expect(fs.readdirSync(disk.dir)).toEqual(["filler"]);
      const failed = await getBackupStatus({ db: database.db(), backupDir: disk.dir, scheduled: true });
      expect(failed.warning).toMatch(/^The last backup failed: there is no space left on the disk that holds /);
      expect(Date.parse(failed.nextDue ?? "")).toBeLessThan(Date.now() + 60 * 60_000);

      disk.free();
      await expect.poll(() => listBackupFiles({ backupDir: disk.dir }).length, { timeout: 20_000 }).toBe(1);
      await shutdown.stopWorkers(logger, Date.now() + 10_000);
      const fine = await getBackupStatus({ db: database.db(), backupDir: disk.dir, scheduled: true });
      expect(fine.warning).toBeNull();
      expect(Date.parse(fine.nextDue ?? "")).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);
    } finally {
      await shutdown.stopWorkers(logger, Date.now() + 10_000);
      disk.unmount();
    }
  });
});
