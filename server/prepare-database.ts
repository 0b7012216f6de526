import { ensureFirstAdmin } from "#core/admin-users/ensure-first-admin";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import { todayIn } from "#core/dates";
import { getSigningKey } from "#core/security/signing-key";
import { addInitialContent } from "#core/seed/initial-content";
import { seedDemoContent } from "#core/seed/seed-demo";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { migrateDatabase } from "#db/migrate";
import { appSettings } from "#db/schema";
import { isDatabaseUnavailable, reasonOf } from "./database-outage";
import type { Env } from "./env";
import type { Logger } from "./logger";

const INITIALISED_KEY = "initialised_at";

/**
 * Opens the configured database, applies migrations, creates the first admin
 * from configuration and, on the very first start only, adds the demo content.
 */
export async function prepareDatabase({ config, logger }: { config: Env; logger: Logger }): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config, logger);
  try {
    await prepareContents(database, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export type DatabaseReadiness = {
  /** False until the database has been reached and prepared. */
  ready(): boolean;
  /** Resolves once it is. */
  whenReady: Promise<void>;
};

/**
 * As `prepareDatabase`, for the server: when PostgreSQL cannot be reached at
 * start, the handle is returned at once, not ready, and reaching and preparing
 * it (migrations included) is tried again in the background, waiting
 * `retryMs` first and twice as long after each failure up to `maxRetryMs`,
 * until it works. A failure that is not an outage (a refused password, a
 * migration that does not apply) ends the start as before, through `onFatal`
 * when it happens in the background.
 */
export async function prepareDatabaseInBackground({
  config,
  logger,
  onFatal,
  retryMs = 1000,
  maxRetryMs = 5000,
}: {
  config: Env;
  logger: Logger;
  onFatal: (error: unknown) => void;
  retryMs?: number;
  maxRetryMs?: number;
}): Promise<{ database: DatabaseHandle; readiness: DatabaseReadiness }> {
  const database = await openConfiguredDatabase(config, logger);
  let ready = false;
  let markReady = () => {};
  const whenReady = new Promise<void>((resolve) => {
    markReady = () => {
      ready = true;
      resolve();
    };
  });
  const readiness = { ready: () => ready, whenReady };
  try {
    await prepareContents(database, config, logger);
    markReady();
    return { database, readiness };
  } catch (error) {
    if (database.kind !== "postgres" || !isDatabaseUnavailable(error)) {
      await database.close();
      throw error;
    }
    logger.error(
      { reason: reasonOf(error) },
      "database unreachable at start; serving what needs no database and trying again",
    );
  }
  let wait = retryMs;
  const attempt = async () => {
    try {
      await prepareContents(database, config, logger);
      markReady();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return onFatal(error);
      logger.warn({ reason: reasonOf(error), retryInMs: wait }, "database still unreachable");
      setTimeout(attempt, wait).unref();
      wait = Math.min(wait * 2, maxRetryMs);
    }
  };
  setTimeout(attempt, wait).unref();
  wait = Math.min(wait * 2, maxRetryMs);
  return { database, readiness };
}

function openConfiguredDatabase(config: Env, logger: Logger): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    migrate: false,
    onPoolError: (error) => logger.error({ err: error }, "database connection lost; the pool will reconnect"),
    durability: config.embeddedDurability,
  });
}

/** Migrations, the settings row, the first admin or setup code, the demo content once, the signing key. */
async function prepareContents(database: DatabaseHandle, config: Env, logger: Logger): Promise<void> {
  await migrateDatabase(database);
  const { db } = database;
  await ensureSiteSettings({ db, source: config.siteSettings });
  await db.transaction((tx) => addInitialContent({ db: tx }));
  if (config.firstAdmin) {
    const created = await ensureFirstAdmin({ db, account: config.firstAdmin });
    if (created) logger.info({ email: created.email }, "first admin account created");
  }
  const setupCode = await issueSetupCode({ db });
  if (setupCode) {
    logger.warn(
      { setupCode, url: `${config.siteUrl}/admin/setup` },
      `No admin account yet. Open ${config.siteUrl}/admin/setup and enter the setup code ${setupCode}`,
    );
  }

  // The marker is claimed in the same transaction as the seed, so two
  // instances starting together on PostgreSQL cannot both seed.
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: INITIALISED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0 || !config.seedDemo) return;
    logger.info("empty database: adding demo content (SEED_DEMO=false skips this)");
    await seedDemoContent({ db: tx, today: todayIn(config.siteSettings.initial.timeZone) });
  });
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
