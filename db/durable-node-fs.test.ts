import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backend } from "#tests/setup/database";
import { type DatabaseHandle, type EmbeddedDurability, openDatabase } from "./client";
import { contactMessages } from "./schema";

type SyncCall = { call: "fsyncSync" | "fdatasyncSync"; file: string };

/**
 * Wraps Node's own sync functions (the ones that reach the disk) and records
 * which file each call was for, while `work` runs.
 */
async function syncsDuring(dataDir: string, work: () => Promise<unknown>): Promise<SyncCall[]> {
  const calls: SyncCall[] = [];
  const originals = { fsyncSync: fs.fsyncSync, fdatasyncSync: fs.fdatasyncSync };
  const pgDir = path.join(fs.realpathSync(dataDir), "postgres");
  for (const call of ["fsyncSync", "fdatasyncSync"] as const) {
    fs[call] = (fd: number) => {
      let file = "?";
      try {
        file = path.relative(pgDir, fs.readlinkSync(`/proc/self/fd/${fd}`)) || ".";
      } catch {}
      calls.push({ call, file });
      originals[call](fd);
    };
  }
  try {
    await work();
  } finally {
    Object.assign(fs, originals);
  }
  return calls;
}

function addMessage(database: DatabaseHandle, name: string) {
  return database.db
    .insert(contactMessages)
    .values({ name, email: "visitor@example.com", subject: "General", message: "Please call me back." });
}

const countMessages = (database: DatabaseHandle) =>
  database.db.select({ count: sql<number>`count(*)::int` }).from(contactMessages);

describe.runIf(backend === "pglite")("embedded database commits", () => {
  let dataDir: string;
  let database: DatabaseHandle | undefined;
  let openedAs: EmbeddedDurability | undefined;
  const open = async (durability: EmbeddedDurability) => {
    if (database && openedAs === durability) return database;
    await database?.close();
    database = await openDatabase({ databaseUrl: null, dataDir, durability });
    openedAs = durability;
    return database;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "durable-commits-"));
    await open("full");
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sync the write-ahead log to disk before a write is acknowledged, and nothing for a read", async () => {
    const db = await open("full");
    const write = await syncsDuring(dataDir, () => addMessage(db, "Ana"));
    expect(write.filter(({ file }) => file.startsWith("pg_wal/")).length).toBeGreaterThanOrEqual(1);

    const read = await syncsDuring(dataDir, () => countMessages(db));
    expect(read).toEqual([]);
  });

  it("sync a new write-ahead log segment and the folder that names it", async () => {
    const db = await open("full");
    const calls = await syncsDuring(dataDir, async () => {
      await db.db.execute(sql`select pg_switch_wal()`);
      await addMessage(db, "Ben");
    });
    const segments = calls.filter(({ file }) => /^pg_wal\/[0-9A-F]{24}$/.test(file)).map(({ file }) => file);
    expect(new Set(segments).size).toBeGreaterThanOrEqual(2);
    expect(calls).toContainEqual({ call: "fsyncSync", file: "pg_wal" });
  });

  it("sync the table files at a checkpoint", async () => {
    const db = await open("full");
    await addMessage(db, "Cleo");
    const calls = await syncsDuring(dataDir, () => db.db.execute(sql`checkpoint`));
    expect(calls.filter(({ file }) => file.startsWith("base/")).length).toBeGreaterThanOrEqual(1);
    expect(calls.map(({ file }) => file)).toContain("global/pg_control");
  });

  it("sync nothing when relaxed, which is why it is for tests only", async () => {
    const db = await open("relaxed");
    const write = await syncsDuring(dataDir, () => addMessage(db, "Dev"));
    expect(write).toEqual([]);
    expect(await countMessages(db)).toEqual([{ count: 4 }]);
  });
});
