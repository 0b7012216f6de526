import path from "node:path";
import v8 from "node:v8";
import { PGlite, type PGliteOptions, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type DataDirLock, lockDataDir } from "./data-dir-lock";
import { durableDataDirOptions } from "./durable-node-fs";
import { copyTemplateDatabase } from "./embedded-template";
import { makeFolder } from "./make-folder";
import { migrateDatabase } from "./migrate";
import * as schema from "./schema";

/** The one database interface used by core/: the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself: core functions accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

type DatabaseKind = "pglite" | "postgres";

/**
 * Whether an embedded commit waits for the disk (`full`), or only for the
 * operating system's cache (`relaxed`: survives a killed process, not a power
 * cut). See docs/decisions/018-durable-embedded-commits.md.
 */
export type EmbeddedDurability = "full" | "relaxed";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** The data-directory lock of an embedded database (see data-dir-lock.ts); absent on PostgreSQL. */
  lock?: DataDirLock;
};

type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when null the embedded database under dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
  migrate?: boolean;
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, network). */
  onPoolError?: PoolErrorListener;
  /** Told each time the pool opens a connection: the database answers (again, after an outage). */
  onPoolConnect?: () => void;
  /** Embedded database only; `full` unless the configuration says otherwise. */
  durability?: EmbeddedDurability;
};

export type PoolErrorListener = (error: Error) => void;

function reportPoolError(error: Error) {
  console.error(`database connection lost: ${error.message}`);
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? postgresHandle(
        new pg.Pool({
          connectionString: options.databaseUrl,
          max: options.poolSize ?? 10,
          // A database that does not answer at all (a network cut) fails the request instead of holding it.
          connectionTimeoutMillis: 10_000,
        }),
        {
          onPoolError: options.onPoolError,
          onPoolConnect: options.onPoolConnect,
        },
      )
    : await openEmbedded(options.dataDir, options.durability ?? "full");
  if (options.migrate !== false) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function openEmbedded(dataDir: string, durability: EmbeddedDurability): Promise<DatabaseHandle> {
  const lock = await lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, "postgres");
    makeFolder(pgDir);
    copyTemplateDatabase(pgDir);
    const client = await createPglite({
      dataDir: pgDir,
      ...(durability === "full" ? durableDataDirOptions(pgDir, PGlite.defaultStartParams) : {}),
    });
    return pgliteHandle(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PostgreSQL's memory settings for the embedded database, sized for a small
 * server. Its WebAssembly memory only ever grows, so what PostgreSQL allocates
 * once stays for the life of the process: 16 MB of shared buffers instead of
 * 128 MB (the data files are also in the operating system's cache), and index
 * builds and vacuums bounded the same way. See
 * docs/decisions/070-the-site-fits-a-512-mb-server.md.
 */
export const EMBEDDED_MEMORY_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB"];

/**
 * PostgreSQL's WebAssembly is compiled by V8's baseline compiler only. By
 * default V8 also recompiles the functions it finds hot with its optimizing
 * compiler, on background threads: measured on a 2-core machine, that kept
 * about 40 MB more resident (the second copy of the code and the compiler's
 * own memory) and made the first few hundred queries slower, not faster, as
 * the compiler took the cores the queries needed. Set before the first
 * database is compiled; a flag V8 reads at each compilation.
 */
function compileWasmOnce() {
  v8.setFlagsFromString("--liftoff-only");
}

/**
 * Bytes (stored images, hashes) cross into the embedded database as bytes.
 * PGlite's own handling of bytea spells every byte as two hex digits through a
 * JavaScript array of strings, both ways: storing ten 2 MB blobs took 10 s and
 * left the process 320 MB larger; sent as a binary parameter (which PGlite does
 * for any Uint8Array a serializer returns) it took 0.4 s. Reading hex text back
 * is Buffer's own decoder, 14 times faster than PGlite's.
 */
const BYTES_AS_BYTES: Pick<PGliteOptions, "serializers" | "parsers"> = {
  serializers: { [types.BYTEA]: (value: Uint8Array | string) => value as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
};

/**
 * An embedded database with the extensions the migrations use (pg_trgm for the
 * admin lists' substring search), the memory settings above and bytes passed
 * as bytes. Every place that opens PGlite goes through here.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  compileWasmOnce();
  const startParams = [
    ...(options.startParams ?? PGlite.defaultStartParams),
    ...EMBEDDED_MEMORY_SETTINGS.flatMap((setting) => ["-c", setting]),
  ];
  return PGlite.create({ ...BYTES_AS_BYTES, ...options, startParams, extensions: { pg_trgm } });
}

export function pgliteHandle(client: PGlite, lock?: DataDirLock): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "pglite",
    lock,
    ping: (timeoutMs) => withTimeout(client.query("select 1"), timeoutMs),
    close() {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}

export function postgresHandle(
  pool: pg.Pool,
  {
    onPoolError = reportPoolError,
    onPoolConnect,
  }: { onPoolError?: PoolErrorListener; onPoolConnect?: () => void } = {},
): DatabaseHandle {
  // A dropped connection must not crash the process, but the operator needs
  // to know the database went away. The pool listens for errors only on its
  // idle connections; one checked out (a transaction between two statements,
  // the migrations' advisory lock) would otherwise emit an 'error' nobody
  // hears when the server stops, and Node ends the process. So every
  // connection gets a listener of its own for its whole life: the statement
  // in flight fails with the error, the connection is not reused, and the
  // pool opens new ones once the database is back.
  pool.on("error", (error) => onPoolError(error));
  pool.on("connect", (client) => {
    onPoolConnect?.();
    let reported = false;
    client.on("error", (error) => {
      // An idle connection's error also reaches the pool's own listener, which
      // reports it; a connection the server ends says so twice (its message,
      // then the closed socket), reported once.
      if (reported || client.listenerCount("error") > 1) return;
      reported = true;
      onPoolError(error);
    });
  });
  const db: Database = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    ping: (timeoutMs) => withTimeout(pool.query("select 1"), timeoutMs),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function withTimeout(work: Promise<unknown>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
