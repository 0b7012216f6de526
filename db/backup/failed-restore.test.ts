import { type ChildProcess, execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactMessage } from "#core/contact-messages/create-contact-message";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { contactMessages } from "#db/schema";
import { backend, withTestDatabase } from "#tests/setup/database";
import { databaseContents } from "#tests/setup/database-contents";
import { testMailSettings } from "#tests/setup/mail-settings";
import { createScratchPostgres, type ScratchDatabase } from "#tests/setup/scratch-postgres";
import { mountFullDisk } from "#tests/setup/small-disk";
import { spawnTool } from "#tests/setup/tool-process";
import { BackupFileError } from "./backup-file";
import { RestoreRefusedError, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

// A restore with --force over a site that holds data, which fails or is
// killed part-way through loading: the site's data must be as it was. The
// target is this project's backend: an embedded data directory, or a
// PostgreSQL database.
const source = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "failed-restore-"));
const scratch: ScratchDatabase[] = [];
let step = 0;
const backupFile = () => path.join(folder, `backup-${++step}.jsonl.gz`);
/** A backup of the site's data before each restore: one message. */
let before = "";

type Target = {
  databaseUrl: string | null;
  dataDir: string;
  open<T>(use: (database: DatabaseHandle) => Promise<T>): Promise<T>;
};

/** A site of this project's backend holding the data of `before`. */
async function siteWithData(): Promise<Target> {
  const dataDir = path.join(folder, `target-${++step}`);
  let target: Target;
  if (backend === "postgres") {
    const database = await createScratchPostgres({ prefix: "restore_target" });
    scratch.push(database);
    target = { databaseUrl: database.url ?? null, dataDir, open: (use) => use(database.handle) };
  } else {
    target = {
      databaseUrl: null,
      dataDir,
      async open(use) {
        const database = await openDatabase({ databaseUrl: null, dataDir, migrate: false, durability: "relaxed" });
        try {
          return await use(database);
        } finally {
          await database.close();
        }
      },
    };
  }
  await restoreBackup({ file: before, ...target, replacedBackupDir: folder, durability: "relaxed" });
  return target;
}

const message = (name: string, email: string, text: string) =>
  createContactMessage({
    db: source.db(),
    mail: testMailSettings(),
    input: { name, email, subject: "", message: text },
  });

beforeAll(async () => {
  await message("Katherine Johnson", "katherine@example.com", "Can we meet on Tuesday about my savings plan?");
  before = backupFile();
  await writeBackup({ database: source.handle(), file: before });
}, 120_000);
afterAll(async () => {
  for (const database of scratch.splice(0)) await database.dispose();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** A backup's lines, changed by `edit` and written back with a checksum that matches: it verifies. */
function rewriteBackup(file: string, edit: (lines: Record<string, unknown>[]) => void): string {
  const lines = zlib
    .gunzipSync(fs.readFileSync(file))
    .toString()
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const manifest = lines.pop() ?? {};
  edit(lines);
  const body = lines.map((line) => `${JSON.stringify(line)}\n`).join("");
  manifest.sha256 = createHash("sha256").update(body).digest("hex");
  const changed = backupFile();
  fs.writeFileSync(changed, zlib.gzipSync(`${body}${JSON.stringify(manifest)}\n`));
  return changed;
}

describe(`a restore with --force that fails or is killed part-way (into ${backend})`, () => {
  it("refuses a backup that verifies but has a row the database cannot store, naming the table and row but none of its values, and changes nothing", async () => {
    const target = await siteWithData();
    const kept = await target.open((database) => databaseContents(database.db));
    expect(kept.contact_messages).toHaveLength(1);
    await message("Dorothy Vaughan", "dorothy@example.com", "I would like help paying off a car loan.");
    await message("Mary Jackson", "mary@example.com", "Do you run a workshop for first-time home buyers?");
    const file = backupFile();
    await writeBackup({ database: source.handle(), file });

    const rowsOf = (lines: Record<string, unknown>[]) =>
      lines
        .filter((line) => line.type === "row" && line.table === "contact_messages")
        .map((line) => line.row as Record<string, unknown>);
    const cases = [
      {
        // A value of the wrong type: an id that is not a uuid.
        file: rewriteBackup(file, (lines) => {
          const [first] = rowsOf(lines);
          if (first) first.id = "Secret-identifier-4711";
        }),
        where: "row 1 of table contact_messages holds a value its column cannot take (not a valid uuid)",
      },
      {
        // A row that breaks a constraint: the second message repeats the first one's id.
        file: rewriteBackup(file, (lines) => {
          const [first, second] = rowsOf(lines);
          if (first && second) second.id = first.id;
        }),
        where: "row 2 of table contact_messages repeats a value that must be unique (contact_messages_pkey)",
      },
    ];
    for (const bad of cases) {
      const rows = rowsOf(
        zlib
          .gunzipSync(fs.readFileSync(bad.file))
          .toString()
          .trimEnd()
          .split("\n")
          .map((line) => JSON.parse(line)),
      );
      const refused = await restoreBackup({
        file: bad.file,
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
        force: true,
        replacedBackupDir: folder,
        durability: "relaxed",
      }).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(BackupFileError);
      const said = (refused as Error).message;
      expect(said).toContain(bad.where);
      expect(said).toContain("Nothing was changed.");
      for (const row of rows) {
        for (const value of Object.values(row)) {
          if (typeof value === "string" && value.length >= 4) expect(said).not.toContain(value);
        }
      }
      expect(await target.open((database) => databaseContents(database.db))).toEqual(kept);
    }
  }, 120_000);

  it("refuses to replace the data when what it holds cannot be saved first, for the disk is full", async () => {
    const target = await siteWithData();
    const kept = await target.open((database) => databaseContents(database.db));
    const disk = mountFullDisk(path.join(folder, `full-${++step}`), "64k");
    try {
      const refused = restoreBackup({
        file: before,
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir,
        force: true,
        replacedBackupDir: disk.dir,
        durability: "relaxed",
      });
      await expect(refused).rejects.toThrow(RestoreRefusedError);
      await expect(refused).rejects.toThrow(
        `what the target holds could not be saved first: there is no space left on the disk that holds ${disk.dir}.`,
      );
      expect(fs.readdirSync(disk.dir)).toEqual(["filler"]);
    } finally {
      disk.unmount();
    }
    expect(await target.open((database) => databaseContents(database.db))).toEqual(kept);
  }, 120_000);

  it("leaves the data as it was when the restore is killed (kill -9) while it loads", async () => {
    const target = await siteWithData();
    const kept = await target.open((database) => databaseContents(database.db));
    expect(kept.contact_messages).toHaveLength(1);
    // A long message of random text, so the file is larger than a pipe holds (64 KiB): the load is part-way when it stalls.
    await source
      .db()
      .insert(contactMessages)
      .values({ name: "Annie Easley", email: "annie@example.com", message: randomBytes(300_000).toString("base64") });
    const file = backupFile();
    await writeBackup({ database: source.handle(), file });
    const whole = fs.readFileSync(file);
    expect(whole.length).toBeGreaterThan(256 * 1024);

    // The restore reads its file through a pipe: whole for the check, then all but the end for the load.
    const fifo = path.join(folder, "restore.pipe");
    execFileSync("mkfifo", [fifo]);
    const { child, output, exited } = spawnTool("restore", [fifo, "--force"], {
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      BACKUP_DIR: folder,
    });
    try {
      const checked = await openForWriting(fifo, child, output);
      await checked.write(whole);
      await checked.close();
      await expect.poll(output, { timeout: 60_000 }).toContain("loading it...");
      const loading = await openForWriting(fifo, child, output);
      // Resolves once the load has read all but what the pipe holds: well past the first rows.
      await loading.write(whole.subarray(0, whole.length - 1024));
      child.kill("SIGKILL");
      expect(await exited).toBeNull();
      await loading.close().catch(() => {});
    } finally {
      child.kill("SIGKILL");
    }
    expect(output()).not.toContain("restored:");
    // For the embedded database: the data directory opens, with the data it had.
    expect(await target.open((database) => databaseContents(database.db))).toEqual(kept);
  }, 120_000);
});

/** Opens the pipe for writing once the restore opens it for reading; fails if the restore ends first. */
async function openForWriting(fifo: string, child: ChildProcess, output: () => string) {
  const ended = new Promise<never>((_, reject) =>
    child.once("exit", () => {
      // Frees the open waiting for a reader.
      fs.closeSync(fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK));
      reject(new Error(`the restore ended before reading its file:\n${output()}`));
    }),
  );
  return Promise.race([fs.promises.open(fifo, "w"), ended]);
}
