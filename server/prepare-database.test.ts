import pino from "pino";
import { describe, expect, it } from "vitest";
import { backend } from "#tests/setup/database";
import { createScratchPostgres } from "#tests/setup/scratch-postgres";
import { loadEnv } from "./env";
import { prepareDatabase } from "./prepare-database";

// Connection pools exist only with PostgreSQL; the embedded database has none.
describe.runIf(backend === "postgres")("database pool errors on PostgreSQL", () => {
  it("says once that the database dropped its connections, without a stack, and once that it answers again", async () => {
    const scratch = await createScratchPostgres({ prefix: "pool_errors" });
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadEnv({ DATABASE_URL: scratch.url ?? "", SEED_DEMO: "false" }, {});
    const database = await prepareDatabase({ config, logger });
    try {
      await database.ping();
      await scratch.handle.db.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await expect
        .poll(() => lines.find((line) => line.msg === "database unreachable"))
        .toMatchObject({ level: 50, during: "database connection", reason: expect.stringContaining("terminat") });
      await database.ping();
      await database.ping();
      const outage = lines.filter((line) => /^database (unreachable|reachable again)$/.test(String(line.msg)));
      expect(outage.map((line) => [line.level, line.msg])).toEqual([
        [50, "database unreachable"],
        [40, "database reachable again"],
      ]);
      expect(lines.filter((line) => "err" in line)).toEqual([]);
    } finally {
      await database.close();
      await scratch.dispose();
    }
  });
});
