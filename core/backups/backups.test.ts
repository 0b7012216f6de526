import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { verifyBackupFile } from "#db/backup/backup-file";
import { appSettings } from "#db/schema";
import { backend, withTestDatabase } from "#tests/setup/database";
import { getBackupStatus } from "./get-backup-status";
import { listBackupFiles } from "./list-backup-files";
import { LAST_BACKUP_FAILURE_KEY, takeBackup } from "./take-backup";

const database = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backups-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let step = 0;
const freshFolder = () => path.join(folder, `run-${++step}`);
const HOUR = 3_600_000;

describe("backups kept in the backup folder", () => {
  it("writes a checked backup, keeps only the newest few, and reports the last one", async () => {
    const backupDir = freshFolder();
    const start = Date.parse("2026-03-01T03:00:00Z");
    for (let day = 0; day < 4; day++) {
      const result = await takeBackup({
        database: database.handle(),
        backupDir,
        keep: 2,
        now: new Date(start + day * 24 * HOUR),
      });
      expect(result.ok).toBe(true);
    }
    const files = listBackupFiles({ backupDir });
    expect(files.map((file) => file.name)).toEqual([
      "site-backup-20260304T030000Z.jsonl.gz",
      "site-backup-20260303T030000Z.jsonl.gz",
    ]);
    expect((await verifyBackupFile(files[0]?.path ?? "")).source).toBe(backend);

    const status = await getBackupStatus({ db: database.db(), backupDir, scheduled: true });
    expect(status.lastSuccess?.bytes).toBe(files[0]?.bytes);
    expect(status.warning).toBeNull();
  });

  it("removes what a backup killed part-way left behind, but not a file a running backup is writing", async () => {
    const backupDir = freshFolder();
    fs.mkdirSync(backupDir, { recursive: true });
    const abandoned = path.join(backupDir, ".backup-2026-03-01T030000Z.json.1a2b3c4d.partial");
    const writing = path.join(backupDir, ".backup-2026-03-02T030000Z.json.5e6f7a8b.partial");
    fs.writeFileSync(abandoned, "{");
    fs.writeFileSync(writing, "{");
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo);

    expect((await takeBackup({ database: database.handle(), backupDir, keep: 3 })).ok).toBe(true);
    expect(fs.existsSync(abandoned)).toBe(false);
    expect(fs.existsSync(writing)).toBe(true);
    expect(listBackupFiles({ backupDir })).toHaveLength(1);
  });

  it("warns when there is no backup, when the last one failed, and when it is older than two days", async () => {
    const backupDir = freshFolder();
    expect((await getBackupStatus({ db: database.db(), backupDir, scheduled: true })).warning).toBe(
      "No backup has been made yet.",
    );

    // The folder cannot be created: a file stands where it should be.
    fs.writeFileSync(backupDir, "not a folder");
    const failed = await takeBackup({ database: database.handle(), backupDir, keep: 3 });
    expect(failed.ok).toBe(false);
    const afterFailure = await getBackupStatus({ db: database.db(), backupDir: freshFolder(), scheduled: true });
    expect(afterFailure.warning).toMatch(/^The last backup failed: /);

    const working = freshFolder();
    expect((await takeBackup({ database: database.handle(), backupDir: working, keep: 3 })).ok).toBe(true);
    const fine = await getBackupStatus({ db: database.db(), backupDir: working, scheduled: true });
    expect(fine.warning).toBeNull();
    expect(fine.lastFailure).toBeNull();
    const later = await getBackupStatus({
      db: database.db(),
      backupDir: working,
      scheduled: true,
      now: new Date(Date.now() + 49 * HOUR),
    });
    expect(later.warning).toBe("The last backup is more than two days old.");
    const rows = await database.db().select().from(appSettings);
    expect(rows.some((row) => row.key === LAST_BACKUP_FAILURE_KEY)).toBe(true);
  });
});
