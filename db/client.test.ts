import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { backend } from "#tests/setup/database";
import { createScratchPostgres } from "#tests/setup/scratch-postgres";
import { postgresHandle } from "./client";

// Connection pools exist only with PostgreSQL; the embedded database has none.
describe.runIf(backend === "postgres")("a PostgreSQL connection ended while it is checked out", () => {
  it("fails only the work it held, is reported, and the pool goes on with new connections", async () => {
    const scratch = await createScratchPostgres({ prefix: "checked_out" });
    const reported: Error[] = [];
    const handle = postgresHandle(new pg.Pool({ connectionString: scratch.url, max: 2 }), {
      onPoolError: (error) => reported.push(error),
    });
    try {
      // A transaction between two statements, as when the database shuts down under writes.
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      await client.query("begin");
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const ended = new Promise((resolve) => client.once("end", resolve));
      await scratch.handle.db.execute(sql`select pg_terminate_backend(${rows[0]?.pid})`);
      await expect.poll(() => reported.length).toBe(1);
      expect(reported[0]?.message).toMatch(/terminat/);
      await expect(client.query("select 1")).rejects.toThrow();
      // The closed socket that follows the server's message is not reported again.
      await ended;
      expect(reported).toHaveLength(1);
      client.release();
      await handle.ping();
    } finally {
      await handle.close();
      await scratch.dispose();
    }
  });
});
