import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listBackupFiles } from "#core/backups/list-backup-files";
import { withTestDatabase } from "#tests/setup/database";
import { startBackups } from "./backup-schedule";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { createShutdownRegistry } from "./shutdown";

const database = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-schedule-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("the scheduled backup", () => {
  it("is taken by one of two instances sharing the database, and finished before the server stops", async () => {
    const config = loadEnv({ SITE_URL: "http://localhost", BACKUP_DIR: folder, BACKUP_SCHEDULE: "daily" }, {});
    const logger = createLogger("silent");
    const shutdown = createShutdownRegistry();
    for (let instance = 0; instance < 2; instance++) {
      startBackups({ database: database.handle(), config, logger, shutdown, firstCheckAfterMs: 0, checkEveryMs: 50 });
    }
    await expect.poll(() => listBackupFiles({ backupDir: folder }).length, { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await shutdown.stopWorkers(logger, Date.now() + 10_000);
    expect(listBackupFiles({ backupDir: folder })).toHaveLength(1);
  });
});
