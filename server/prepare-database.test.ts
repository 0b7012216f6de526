import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { backend } from "#tests/setup/database";
import { loadEnv } from "./env";
import { prepareDatabase } from "./prepare-database";

// Connection pools exist only with PostgreSQL; the embedded database has none.
describe.runIf(backend === "postgres")("database pool errors on PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL ?? "";
  const name = `pool_errors_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });

  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("logs a pooled connection the database dropped, and keeps serving", async () => {
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadEnv({ DATABASE_URL: target.toString(), SEED_DEMO: "false" }, {});
    const database = await prepareDatabase({ config, logger });
    try {
      await database.ping();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      await expect
        .poll(() => lines.find((line) => line.msg === "database connection lost; the pool will reconnect"))
        .toMatchObject({ level: 50, err: { message: expect.stringContaining("terminat") } });
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
