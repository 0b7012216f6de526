import { ensureFirstAdmin } from "#core/admin-users/ensure-first-admin";
import { issueSetupCode } from "#core/admin-users/issue-setup-code";
import { todayIn } from "#core/dates";
import { getSigningKey } from "#core/security/signing-key";
import { addInitialContent } from "#core/seed/initial-content";
import { seedDemoContent } from "#core/seed/seed-demo";
import { ensureSiteSettings } from "#core/site-settings/ensure-site-settings";
import { type DatabaseHandle, openDatabase } from "#db/client";
import { appSettings } from "#db/schema";
import type { Env } from "./env";
import type { Logger } from "./logger";

const INITIALISED_KEY = "initialised_at";

/**
 * Opens the configured database, applies migrations, creates the first admin
 * from configuration and, on the very first start only, adds the demo content.
 */
export async function prepareDatabase({ config, logger }: { config: Env; logger: Logger }): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => logger.error({ err: error }, "database connection lost; the pool will reconnect"),
    durability: config.embeddedDurability,
  });
  logger.info(
    {
      database: database.kind,
      ...(database.kind === "pglite" ? { dataDir: config.dataDir, durability: config.embeddedDurability } : {}),
    },
    "database ready",
  );
  try {
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
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
