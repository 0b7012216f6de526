import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { createApp as CreateApp } from "./app";
import { loadEnv, loadEnvFile } from "./env";
import { createLogger, exitOnCrash } from "./logger";
import { startMailWorker } from "./mail/mail-worker";
import { prepareDatabase } from "./prepare-database";
import { exitOnStartupError, listen } from "./serve";
import { announceSetupCode } from "./setup-code";
import { closeGracefully, createShutdownRegistry } from "./shutdown";
import { createSiteSettingsSnapshot } from "./site-settings-snapshot";
import { startVisitCounting } from "./visit-counter";

/**
 * Development entry: the same Hono app as production, loaded through Vite so
 * that edits to pages, server/ and core/ apply without a restart. The database
 * is opened once, here, outside the reloaded modules.
 */
async function main() {
  loadEnvFile();
  const config = loadEnv({ NODE_ENV: "development" });
  const logger = createLogger(config.logLevel);
  exitOnCrash(logger);
  const database = await prepareDatabase({ config, logger });
  const shutdown = createShutdownRegistry();
  const mailWorker = startMailWorker({
    db: database.db,
    mail: config.mail,
    logger,
    soleSender: database.kind === "pglite",
  });
  shutdown.join({ name: "mail outbox", stop: () => mailWorker.stop() });
  const siteSettings = createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  void siteSettings.refresh();
  const visits = startVisitCounting({ db: database.db, siteUrl: config.siteUrl, siteSettings, logger, shutdown });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

  const handle = getRequestListener(async (request) => {
    const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createApp: typeof CreateApp };
    const app = createApp({
      database,
      config,
      logger,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mailWorker,
      visits,
    });
    return app.fetch(request);
  });

  const server = http.createServer((req, res) => vite.middlewares(req, res, () => handle(req, res)));
  await listen(server, config.port, config.host);
  logger.info({ url: `http://localhost:${config.port}` }, "development server listening");
  await announceSetupCode({ db: database.db, dataDir: config.dataDir, siteUrl: config.siteUrl, logger });
  closeGracefully({
    server,
    database,
    logger,
    shutdown,
    timeoutMs: config.shutdownTimeoutMs,
    beforeClose: () => vite.close(),
  });
}

main().catch(exitOnStartupError);
