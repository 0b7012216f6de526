import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { fromRoot } from "#db/project-root";
import { createApp } from "./app";
import { startBackups } from "./backup-schedule";
import { loadEnv, loadEnvFile } from "./env";
import { createLogger } from "./logger";
import { startMailWorker } from "./mail/mail-worker";
import { createPageCache } from "./page-cache";
import { prepareDatabase } from "./prepare-database";
import { exitOnStartupError } from "./serve";
import { closeGracefully, createShutdownRegistry } from "./shutdown";
import { createSiteSettingsSnapshot } from "./site-settings-snapshot";

/** Production entry: serves the built site. Run through `npm start`. */
async function main() {
  const envFile = loadEnvFile();
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  if (envFile) logger.info({ file: envFile }, "settings read from .env (the environment wins)");
  const build = (await import(fromRoot("build", "server", "index.js"))) as ServerBuild;
  const database = await prepareDatabase({ config, logger });
  const siteSettings = createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  await siteSettings.refresh();
  const shutdown = createShutdownRegistry();
  const pageCache = createPageCache({ db: database.db, logger, timeZone: () => siteSettings.current().timeZone });
  const mailWorker = startMailWorker({ db: database.db, mail: config.mail, logger });
  shutdown.join({ name: "mail outbox", stop: () => mailWorker.stop() });
  startBackups({ database, config, logger, shutdown });
  const app = createApp({
    database,
    config,
    logger,
    build,
    clientDir: fromRoot("build", "client"),
    pageCache,
    siteSettings,
    shutdown,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}` }, "listening");
  });
  closeGracefully({
    server: server as import("node:http").Server,
    database,
    logger,
    shutdown,
    timeoutMs: config.shutdownTimeoutMs,
    beforeClose: async () => pageCache.stop(),
  });
}

main().catch(exitOnStartupError);
