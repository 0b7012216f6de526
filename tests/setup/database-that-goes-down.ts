import pg from "pg";
import { afterEach } from "vitest";
import { type DatabaseHandle, postgresHandle } from "#db/client";
import { startTcpRelay } from "./tcp-relay";

export type DatabaseThatGoesDown = {
  handle: DatabaseHandle;
  goDown(): Promise<void>;
  /** PostgreSQL only: the network to it is back. */
  comeBack(): void;
};

/**
 * Gives the test file databases that answer at first and then go away: on
 * PostgreSQL the network to the test database is cut (a relay in between),
 * on the embedded database the test database itself is closed, so a file
 * holds one such test there. Call after `withTestDatabase()`.
 */
export function withDatabaseThatGoesDown(database: {
  handle: () => DatabaseHandle;
  url: () => string | null;
}): () => Promise<DatabaseThatGoesDown> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async () => {
    const url = database.url();
    if (!url) {
      const comeBack = () => {
        throw new Error("a closed embedded database does not come back");
      };
      return { handle: database.handle(), goDown: () => database.handle().close(), comeBack };
    }
    const target = new URL(url);
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${relay.port}`;
    const handle = postgresHandle(new pg.Pool({ connectionString: target.toString(), max: 2 }), {
      onPoolError: () => {},
    });
    cleanups.push(async () => {
      await handle.close();
      await relay.close();
    });
    return { handle, goDown: async () => relay.cut(), comeBack: () => relay.restore() };
  };
}
