import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, postgresHandle } from "#db/client";

/** Whether a PostgreSQL server for tests is configured (TEST_DATABASE_URL). */
export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

export type ScratchDatabase = { handle: DatabaseHandle; dispose(): Promise<void>; url?: string };

/**
 * A PostgreSQL database of its own on the server at TEST_DATABASE_URL, copied
 * from `template` when given (else empty), and dropped by `dispose()`.
 */
export async function createScratchPostgres({
  prefix,
  template,
}: {
  prefix: string;
  template?: string;
}): Promise<ScratchDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: target.toString(), max: 4 }));
  return {
    handle,
    url: target.toString(),
    async dispose() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
