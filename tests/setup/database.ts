import fs from "node:fs";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { createPglite, type Database, type DatabaseHandle, pgliteHandle } from "#db/client";
import { createScratchPostgres, type ScratchDatabase } from "./scratch-postgres";
import { truncateAllTables } from "./truncate";

/** Which backend this test project runs on: set per project in vitest.config.ts. */
export const backend = process.env.TEST_DATABASE_BACKEND === "postgres" ? "postgres" : "pglite";

async function openPglite(): Promise<ScratchDatabase> {
  const tarball = fs.readFileSync(inject("pgliteTemplate"));
  const client = await createPglite({ loadDataDir: new Blob([tarball]) });
  const handle = pgliteHandle(client);
  return { handle, dispose: () => handle.close() };
}

function openPostgres(): Promise<ScratchDatabase> {
  return createScratchPostgres({ prefix: "test", template: inject("postgresTemplate") });
}

/**
 * Gives the test file a migrated database of the project's backend, emptied
 * before each test. Call at the top of a test file; use the returned getter in tests.
 */
export function withTestDatabase(): {
  db: () => Database;
  handle: () => DatabaseHandle;
  /** The PostgreSQL database's address; null on PGlite. */
  url: () => string | null;
} {
  let opened: ScratchDatabase | undefined;
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
  return { handle, db: () => handle().db, url: () => opened?.url ?? null };
}
