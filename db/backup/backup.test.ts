import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactMessage } from "#core/contact-messages/create-contact-message";
import { storeImage } from "#core/images/store-image";
import { seedDemoContent } from "#core/seed/seed-demo";
import { createPglite, type Database, type DatabaseHandle, openDatabase, pgliteHandle } from "#db/client";
import { migrateDatabaseUpTo } from "#db/migrate";
import { queryRow, queryRows } from "#db/query-rows";
import {
  availabilityOverrides,
  bookingReminders,
  bookingSettings,
  bookingWaitlist,
  externalBusyTimes,
} from "#db/schema";
import { insertBooking, insertSessionType } from "#tests/setup/booking-rows";
import { backend, withTestDatabase } from "#tests/setup/database";
import { databaseContents } from "#tests/setup/database-contents";
import { testMailSettings } from "#tests/setup/mail-settings";
import { samplePicture } from "#tests/setup/sample-images";
import { createScratchPostgres, postgresAvailable, type ScratchDatabase } from "#tests/setup/scratch-postgres";
import { BackupFileError, verifyBackupFile } from "./backup-file";
import { readSchemaVersion, shippedMigrations } from "./catalog";
import { RestoreRefusedError, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

const source = withTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const scratch: ScratchDatabase[] = [];
afterAll(async () => {
  for (const database of scratch.splice(0)) await database.dispose();
  fs.rmSync(folder, { recursive: true, force: true });
});

let step = 0;
// Disk syncing is tested in the durability tests; here it would only slow every restore.
const freshDataDir = () => path.join(folder, `data-${++step}`);
const backupFile = () => path.join(folder, `backup-${++step}.jsonl.gz`);

async function withEmbedded<T>(dataDir: string, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: null, dataDir, migrate: false, durability: "relaxed" });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function emptyPostgres(): Promise<ScratchDatabase | null> {
  if (!postgresAvailable) return null;
  const database = await createScratchPostgres({ prefix: "restore" });
  scratch.push(database);
  return database;
}

const BOOKING_TABLES = [
  "session_types",
  "booking_settings",
  "availability_overrides",
  "bookings",
  "booking_reminders",
  "booking_waitlist",
  "external_busy_times",
];

const priya = { name: "Priya Shah", email: "priya@example.com", visitorTimeZone: "Asia/Kolkata" };

/** A row in each booking table, with a cancelled booking under a held one's time, as the constraint allows. */
async function addBookingRows(db: Database) {
  // The demo content has its own session types and hours: this one and these settings are the test's.
  const sessionType = await insertSessionType(db, {
    name: "Free consultation",
    slug: "money-check-in",
    durationMinutes: 30,
    minNoticeMinutes: 0,
    intakeQuestions: [{ id: "goal", label: "What is your goal?", kind: "long_text", required: true, choices: [] }],
  });
  const settings = {
    weeklyHours: [{ weekday: 2 as const, start: "09:00", end: "12:00" }],
    newClientCap: 2,
    calendarFeedToken: "feed-secret",
  };
  await db.insert(bookingSettings).values(settings).onConflictDoUpdate({ target: bookingSettings.id, set: settings });
  await db.insert(availabilityOverrides).values({ date: "2026-03-20", ranges: [], note: "Day off" });
  const start = new Date("2026-03-17T14:00:00Z");
  const held = await insertBooking(db, sessionType, start, {
    ...priya,
    before: 15,
    after: 15,
    answers: [{ questionId: "goal", question: "What is your goal?", answer: "Pay off my card" }],
    capMonth: "2026-03",
  });
  await insertBooking(db, sessionType, start, {
    ...priya,
    status: "cancelled",
    cancelledAt: new Date("2026-03-11T10:00:00Z"),
    cancelledBy: "visitor",
    email: "sam@example.com",
  });
  await db.insert(bookingReminders).values({ bookingId: held.id, minutesBefore: 1440, sequence: 0 });
  await db.insert(bookingWaitlist).values({ sessionTypeId: sessionType.id, name: "Lee", email: "lee@example.com" });
  await db.insert(externalBusyTimes).values({
    startsAt: new Date("2026-03-18T15:00:00Z"),
    endsAt: new Date("2026-03-18T16:00:00Z"),
  });
}

describe(`backup and restore (from ${backend})`, () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await samplePicture("jpeg", 640, 480);
  });

  it("round-trips every row and every image byte to PGlite, and on to PostgreSQL and back", async () => {
    await seedDemoContent({ db: source.db(), today: "2026-03-10" });
    await storeImage({ db: source.db(), bytes: photo, purpose: "hero", maxBytes: 10_000_000 });
    await source.db().execute(sql`insert into audit_log (actor_email, action) values ('owner@example.com', 'test')`);
    await addBookingRows(source.db());
    const original = await databaseContents(source.db());
    for (const table of BOOKING_TABLES) expect(original[table]?.length, table).toBeGreaterThan(0);
    expect(original.image_variants?.length).toBeGreaterThan(3);
    // The demo's newsletter issues (one sent, one draft) go through like every other table.
    expect(original.newsletter_issues?.length).toBe(2);

    const first = backupFile();
    const manifest = await writeBackup({ database: source.handle(), file: first });
    expect(manifest.source).toBe(backend);
    expect(manifest.schema.migrations).toBeGreaterThan(0);
    expect(manifest.rowCounts.image_variants).toBe(original.image_variants?.length);
    expect((await verifyBackupFile(first)).sha256).toBe(manifest.sha256);

    const embeddedDir = freshDataDir();
    const restored = await restoreBackup({
      file: first,
      databaseUrl: null,
      dataDir: embeddedDir,
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    expect(restored.rowCounts).toEqual(manifest.rowCounts);
    expect(restored.replacedBackup).toBeNull();
    await withEmbedded(embeddedDir, async (database) => {
      expect(await databaseContents(database.db)).toEqual(original);
      // The audit log's id sequence continues after the restored rows.
      const rows = await queryRows<{ id: number | string }>(
        database.db,
        sql`insert into audit_log (actor_email, action) values ('owner@example.com', 'after') returning id`,
      );
      const ids = original.audit_log?.map((row) => (JSON.parse(row) as { id: number }).id) ?? [];
      expect(Number(rows[0]?.id)).toBeGreaterThan(Math.max(...ids));
    });

    const postgres = await emptyPostgres();
    if (!postgres?.url) return;
    const second = backupFile();
    await withEmbedded(embeddedDir, async (database) => {
      await database.db.execute(sql`delete from audit_log where action = 'after'`);
      await writeBackup({ database, file: second });
    });
    await restoreBackup({
      file: second,
      databaseUrl: postgres.url,
      dataDir: freshDataDir(),
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    const onPostgres = await databaseContents(postgres.handle.db);
    expect(onPostgres.contact_messages).toEqual(original.contact_messages);
    expect(onPostgres.image_variants).toEqual(original.image_variants);

    const third = backupFile();
    await writeBackup({ database: postgres.handle, file: third });
    const backToEmbedded = freshDataDir();
    await restoreBackup({
      file: third,
      databaseUrl: null,
      dataDir: backToEmbedded,
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    await withEmbedded(backToEmbedded, async (database) => {
      const finalContents = await databaseContents(database.db);
      expect(Object.keys(finalContents)).toEqual(Object.keys(original));
      for (const table of Object.keys(original)) {
        if (table !== "audit_log") expect(finalContents[table]).toEqual(original[table]);
      }
      const firstVariant = sql`select data from image_variants order by file_name limit 1`;
      const variant = await queryRow<{ data: Uint8Array }>(database.db, firstVariant);
      const sourceVariant = await queryRow<{ data: Uint8Array }>(source.db(), firstVariant);
      expect(Buffer.from(variant?.data ?? [])).toEqual(Buffer.from(sourceVariant?.data ?? []));
    });
  }, 240_000);

  it("taken during 200 concurrent messages, restores each message whole or not at all", async () => {
    const message = (index: number) => ({
      name: `Visitor ${String.fromCharCode(65 + (index % 26))}`,
      email: `visitor${index}@example.com`,
      subject: `Question ${index}`,
      message: `This is message number ${index}, written in full. `.repeat(4),
    });
    const file = backupFile();
    const writes = Array.from({ length: 200 }, (_, index) =>
      createContactMessage({ db: source.db(), input: message(index), mail: testMailSettings() }),
    );
    const backup = writeBackup({ database: source.handle(), file });
    const results = await Promise.all(writes);
    expect(results.every((result) => result.ok)).toBe(true);
    await backup;

    const dataDir = freshDataDir();
    const restored = await restoreBackup({
      file,
      databaseUrl: null,
      dataDir,
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    const all = (await databaseContents(source.db())).contact_messages ?? [];
    await withEmbedded(dataDir, async (database) => {
      const kept = (await databaseContents(database.db)).contact_messages ?? [];
      expect(kept.length).toBe(restored.rowCounts.contact_messages);
      for (const row of kept) expect(all).toContain(row);
    });
  }, 90_000);

  it("refuses a target that holds data, and with --force keeps a backup of what it replaced", async () => {
    await createContactMessage({
      db: source.db(),
      mail: testMailSettings(),
      input: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        subject: "",
        message: "Please call me back about coaching.",
      },
    });
    const file = backupFile();
    await writeBackup({ database: source.handle(), file });
    const dataDir = freshDataDir();
    await restoreBackup({ file, databaseUrl: null, dataDir, replacedBackupDir: folder, durability: "relaxed" });
    await withEmbedded(dataDir, (database) =>
      database.db.execute(sql`update contact_messages set subject = 'changed'`),
    );

    await expect(
      restoreBackup({ file, databaseUrl: null, dataDir, replacedBackupDir: folder, durability: "relaxed" }),
    ).rejects.toThrow(RestoreRefusedError);
    await withEmbedded(dataDir, async (database) => {
      expect((await databaseContents(database.db)).contact_messages?.[0]).toContain('"subject":"changed"');
    });

    const forced = await restoreBackup({
      file,
      databaseUrl: null,
      dataDir,
      force: true,
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    expect(forced.replacedBackup).not.toBeNull();
    const replaced = await verifyBackupFile(forced.replacedBackup ?? "");
    expect(replaced.rowCounts.contact_messages).toBe(1);
    await withEmbedded(dataDir, async (database) => {
      expect((await databaseContents(database.db)).contact_messages?.[0]).toContain('"subject":""');
    });
  }, 90_000);

  it("refuses a damaged or cut-short file and leaves the target untouched", async () => {
    await createContactMessage({
      db: source.db(),
      mail: testMailSettings(),
      input: {
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "",
        message: "I would like to join a workshop.",
      },
    });
    const file = backupFile();
    await writeBackup({ database: source.handle(), file });
    const bytes = fs.readFileSync(file);

    const flipped = backupFile();
    const damaged = Buffer.from(bytes);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    fs.writeFileSync(flipped, damaged);
    const cut = backupFile();
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));

    for (const bad of [flipped, cut]) {
      const dataDir = freshDataDir();
      await expect(
        restoreBackup({ file: bad, databaseUrl: null, dataDir, replacedBackupDir: folder, durability: "relaxed" }),
      ).rejects.toThrow(BackupFileError);
      expect(fs.existsSync(path.join(dataDir, "postgres"))).toBe(false);
    }
  });

  it("brings a backup from an older version forward, and refuses one from a version it does not know", async () => {
    const shipped = shippedMigrations().length;
    const older = pgliteHandle(await createPglite());
    const file = backupFile();
    try {
      await migrateDatabaseUpTo(older, shipped - 1);
      // Written as rows of that older schema: today's code may read tables it does not have yet.
      await older.db.execute(
        sql`insert into contact_messages (name, email, subject, message) values ('Alan Turing', 'alan@example.com', '', 'Do you coach on Saturdays?')`,
      );
      const manifest = await writeBackup({ database: older, file });
      expect(manifest.schema.migrations).toBe(shipped - 1);
    } finally {
      await older.close();
    }
    const dataDir = freshDataDir();
    const restored = await restoreBackup({
      file,
      databaseUrl: null,
      dataDir,
      replacedBackupDir: folder,
      durability: "relaxed",
    });
    expect(restored.migratedForward).toBe(1);
    await withEmbedded(dataDir, async (database) => {
      expect((await readSchemaVersion(database.db)).migrations).toBe(shipped);
      expect((await databaseContents(database.db)).contact_messages?.[0]).toContain("Alan Turing");
    });

    // A backup whose newest migration this version has never seen.
    const foreign = backupFile();
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString().trimEnd().split("\n");
    const manifest = JSON.parse(lines.pop() ?? "{}");
    manifest.schema = { migrations: shipped + 1, lastMigration: "f".repeat(64) };
    const body = `${lines.join("\n")}\n`;
    manifest.sha256 = createHash("sha256").update(body).digest("hex");
    fs.writeFileSync(foreign, zlib.gzipSync(`${body}${JSON.stringify(manifest)}\n`));
    await expect(
      restoreBackup({
        file: foreign,
        databaseUrl: null,
        dataDir: freshDataDir(),
        replacedBackupDir: folder,
        durability: "relaxed",
      }),
    ).rejects.toThrow(/different version of the site/);
  }, 90_000);
});
