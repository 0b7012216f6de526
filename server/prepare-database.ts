import { eq } from "drizzle-orm";
import { ensureFirstAdmin } from "#core/admin-users/ensure-first-admin";
import { todayIn } from "#core/dates";
import { getSigningKey } from "#core/security/signing-key";
import { addInitialContent } from "#core/seed/initial-content";
import { seedDemoContent } from "#core/seed/seed-demo";
import { storeDemoArt } from "#core/seed/store-demo-art";
import { bumpContentVersion } from "#core/site/bump-content-version";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { migrateDatabase } from "#db/migrate";
import { appSettings } from "#db/schema";
import { createOutageTracker, isDatabaseUnavailable, type OutageTracker, reasonOf } from "./database-outage";
import { ConfigError, databaseLocation, type Env } from "./env";
import type { Logger } from "./logger";

const INITIALISED_KEY = "initialised_at";

/**
 * Opens the configured database, applies migrations, creates the first admin
 * from configuration and, on the very first start only, adds the demo content.
 */
export async function prepareDatabase({ config, logger }: { config: Env; logger: Logger }): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config, createOutageTracker(logger), logger);
  try {
    await prepareContents(database, config, logger);
    await addDemoContentOnce(database, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export type DatabaseReadiness = {
  /** False until the database has been reached and prepared: until then requests needing it answer 503. */
  ready(): boolean;
  /** Resolves once it is. */
  whenReady: Promise<void>;
  /**
   * False until it is prepared and, on the very first start, the demo content
   * added (in the background, while the site already answers): what /readyz
   * reports.
   */
  complete(): boolean;
  /** Resolves once it is. */
  whenComplete: Promise<void>;
};

function milestone() {
  let reached = false;
  let mark = () => {};
  const promise = new Promise<void>((resolve) => {
    mark = () => {
      reached = true;
      resolve();
    };
  });
  return { reached: () => reached, promise, mark: () => mark() };
}

/**
 * As `prepareDatabase`, for the server, which listens first: the database is
 * opened and the handle returned at once; preparing it (migrations, the
 * settings row, the first admin, the signing key) runs in the background,
 * then the demo content on the very first start. When PostgreSQL cannot be
 * reached, preparing is tried again, waiting `retryMs` first and twice as
 * long after each failure up to `maxRetryMs`, until it works. A failure that
 * is not an outage (a refused password, a migration that does not apply)
 * ends the start through `onFatal`.
 */
export async function prepareDatabaseInBackground({
  config,
  logger,
  onFatal,
  outage = createOutageTracker(logger),
  retryMs = 1000,
  maxRetryMs = 5000,
}: {
  config: Env;
  logger: Logger;
  /** Told of connections the database drops, and of each new one: the tracker the server's workers share. */
  outage?: OutageTracker;
  onFatal: (error: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
}): Promise<{ database: DatabaseHandle; readiness: DatabaseReadiness; start(): void }> {
  const database = await openConfiguredDatabase(config, outage, logger);
  await refuseWrongDatabaseUrl(database);
  const prepared = milestone();
  const complete = milestone();
  const readiness: DatabaseReadiness = {
    ready: prepared.reached,
    whenReady: prepared.promise,
    complete: complete.reached,
    whenComplete: complete.promise,
  };
  let wait = retryMs;
  let warned = false;
  const attempt = async () => {
    try {
      await prepareContents(database, config, logger);
      prepared.mark();
      await addDemoContentOnce(database, config, logger);
      complete.mark();
    } catch (error) {
      if (database.kind !== "postgres" || !isDatabaseUnavailable(error)) return onFatal(error);
      if (!warned) {
        logger.error(
          { reason: reasonOf(error) },
          "database unreachable at start; serving what needs no database and trying again",
        );
      } else logger.warn({ reason: reasonOf(error), retryInMs: wait }, "database still unreachable");
      warned = true;
      setTimeout(attempt, wait).unref();
      wait = Math.min(wait * 2, maxRetryMs);
    }
  };
  return { database, readiness, start: () => void attempt() };
}

/**
 * A connection the database drops because it stopped, restarted or cannot be
 * reached is part of an outage, told once by `outage`; any other is logged
 * with its error. Each new connection tells `outage` the database answers.
 */
async function openConfiguredDatabase(config: Env, outage: OutageTracker, logger: Logger): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      ...databaseLocation(config),
      poolSize: config.databasePoolSize,
      migrate: false,
      onPoolError: (error) => {
        if (!outage.failed(error, "database connection")) {
          logger.error({ err: error }, "database connection lost; the pool will reconnect");
        }
      },
      onPoolConnect: () => outage.answered(),
    });
  } catch (error) {
    throw config.databaseUrl === null ? dataDirError(config.dataDir, error) : error;
  }
}

/** What the system's refusal to make or write the data folder means, as what to do about DATA_DIR. */
const DATA_DIR_REFUSALS: Record<string, (dataDir: string) => string> = {
  EACCES: (dataDir) =>
    `the server's user may not write in ${dataDir}: give it write access, or set DATA_DIR to a folder it can write`,
  EPERM: (dataDir) =>
    `the server's user may not write in ${dataDir}: give it write access, or set DATA_DIR to a folder it can write`,
  ENOTDIR: (dataDir) => `${dataDir} is a file, or inside one, not a folder: set DATA_DIR to a folder`,
  EROFS: (dataDir) => `${dataDir} is on a read-only disk: set DATA_DIR to a folder on a disk the server can write`,
  ENOENT: (dataDir) =>
    `${dataDir} cannot be made (the system has no such folder to make it in): set DATA_DIR to a folder on a disk of this machine`,
  ENOSPC: (dataDir) => `the disk of ${dataDir} is full: free some space, or set DATA_DIR to a folder on another disk`,
};

/**
 * A refusal from the file system about a path in DATA_DIR, while opening the
 * embedded database, as a message naming DATA_DIR; any other error as it is.
 */
function dataDirError(dataDir: string, error: unknown): unknown {
  const { code, syscall, path: refused } = error as NodeJS.ErrnoException;
  const inDataDir = refused !== undefined && (refused === dataDir || refused.startsWith(`${dataDir}/`));
  const explain = code === undefined || syscall === undefined || !inDataDir ? undefined : DATA_DIR_REFUSALS[code];
  return explain ? new ConfigError(`DATA_DIR: ${explain(dataDir)} (${code} on ${syscall})`) : error;
}

/**
 * Before the site listens: a PostgreSQL server that answers and refuses (no
 * such database, role or password) is a setting to correct, so the start
 * stops with a message naming DATABASE_URL. One that does not answer yet is
 * waited for in the background, as an outage.
 */
async function refuseWrongDatabaseUrl(database: DatabaseHandle): Promise<void> {
  if (database.kind !== "postgres") return;
  try {
    await database.ping(5000);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return;
    await database.close();
    throw new ConfigError(
      `DATABASE_URL: PostgreSQL refused it: ${reasonOf(error)}. Correct the user, password or database name in DATABASE_URL, or create the database`,
    );
  }
}

/** Migrations, the settings row, the first admin, the signing key. */
async function prepareContents(database: DatabaseHandle, config: Env, logger: Logger): Promise<void> {
  await migrateDatabase(database);
  const { db } = database;
  await ensureSiteSettings({ db, source: config.siteSettings });
  await db.transaction((tx) => addInitialContent({ db: tx }));
  if (config.firstAdmin) {
    const created = await ensureFirstAdmin({ db, account: config.firstAdmin });
    if (created) logger.info({ email: created.email }, "first admin account created");
  }
  // Read now, so pages that sign values keep working through a later outage.
  await getSigningKey({ db });
  logger.info(
    {
      database: database.kind,
      ...(database.kind === "pglite" ? { dataDir: config.dataDir, durability: config.embeddedDurability } : {}),
    },
    "database ready",
  );
}

/**
 * The demo content, on the very first start only (SEED_DEMO=false skips it).
 * Its pictures are drawn and stored first, outside the transaction that adds
 * the rows (see `storeDemoArt`). The marker is claimed in that transaction,
 * so two instances starting together on PostgreSQL cannot both add it.
 */
async function addDemoContentOnce(database: DatabaseHandle, config: Env, logger: Logger): Promise<void> {
  const { db } = database;
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, INITIALISED_KEY));
  if (marker) return;
  const started = Date.now();
  if (config.seedDemo)
    logger.info("empty database: adding demo content in the background (SEED_DEMO=false skips this)");
  const art = config.seedDemo ? await storeDemoArt({ db }) : undefined;
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: INITIALISED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0 || !config.seedDemo) return;
    await seedDemoContent({ db: tx, today: todayIn(config.siteSettings.initial.timeZone), art });
    // Pages stored while it was being added are dropped, here and on other instances.
    await bumpContentVersion({ db: tx });
    logger.info({ durationMs: Date.now() - started }, "demo content added");
  });
}
