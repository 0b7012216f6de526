import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { type Database, type DatabaseHandle, pgliteHandle, postgresHandle } from "../../db/client";
import { truncateAllTables } from "./truncate";

/** Which backend this test project runs on: set per project in vitest.config.ts. */
export const backend = process.env.TEST_DATABASE_BACKEND === "postgres" ? "postgres" : "pglite";

async function openPglite(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const tarball = fs.readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([tarball]) });
  const handle = pgliteHandle(client);
  return { handle, dispose: () => handle.close() };
}

async function openPostgres(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject("postgresTemplate")}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: target.toString(), max: 4 }));
  return {
    handle,
    async dispose() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Gives the test file a migrated database of the project's backend, emptied
 * before each test. Call at the top of a test file; use the returned getter in tests.
 */
export function withTestDatabase(): { db: () => Database; handle: () => DatabaseHandle } {
  let opened: { handle: DatabaseHandle; dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = backend === "postgres" ? await openPostgres() : await openPglite();
  });
  beforeEach(async () => {
    if (opened) await truncateAllTables(opened.handle.db);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  const handle = () => {
    if (!opened) throw new Error("The test database is not open yet");
    return opened.handle;
  };
  return { handle, db: () => handle().db };
}
