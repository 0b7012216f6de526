import React from "react";
import type { ServerBuild } from "react-router";
import { fromRoot } from "#db/project-root";
import { createApp } from "./app";
import { startBackups } from "./backup-schedule";
import { startBookingJobs } from "./booking-schedule";
import { collectStartUpGarbage } from "./collect-start-up-garbage";
import { loadEnv, loadEnvFile } from "./env";
import { createLogger, exitOnCrash } from "./logger";
import { type MailWorker, startMailWorker } from "./mail/mail-worker";
import { startNewsletterJobs } from "./newsletter-schedule";
import { createPageCache } from "./page-cache";
import { prepareDatabaseInBackground } from "./prepare-database";
import { exitOnStartupError, listen } from "./serve";
import { announceSetupCode } from "./setup-code";
import { closeGracefully, createShutdownRegistry } from "./shutdown";
import { createSiteServer } from "./site-server";
import { createSiteSettingsSnapshot } from "./site-settings-snapshot";
import { startTrashPurge } from "./trash-schedule";
import { startVisitCounting } from "./visit-counter";
import { startVisitTidying } from "./visit-schedule";

/**
 * Which of its two builds React loaded, chosen from NODE_ENV at its first
 * import. Only the development build has `captureOwnerStack`.
 */
function reactBuild(): "development" | "production" {
  return typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === "function"
    ? "development"
    : "production";
}

/** Serves the built site; started by main.ts once NODE_ENV is set. */
async function main() {
  const envFile = loadEnvFile();
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  exitOnCrash(logger);
  if (envFile) logger.info({ file: envFile }, "settings read from .env (the environment wins)");
  const build = (await import(fromRoot("build", "server", "index.js"))) as ServerBuild;
  // The site listens before the database is prepared, so the setup page
  // answers within seconds of a first start while the demo content is added
  // in the background; a PostgreSQL server that cannot be reached yet does
  // not stop the start either: the site answers 503 (stored pages aside)
  // until it is reached and prepared.
  const shutdown = createShutdownRegistry();
  const { database, readiness, start } = await prepareDatabaseInBackground({
    config,
    logger,
    // Stopping while the demo content is added closes the database under it: not a failure.
    onFatal: (error) => (shutdown.stopping ? undefined : exitOnStartupError(error)),
  });
  const siteSettings = createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  const pageCache = createPageCache({
    db: database.db,
    logger,
    timeZone: () => siteSettings.current().timeZone,
    trustProxy: config.trustProxy,
    pollAfter: readiness.whenReady,
  });
  void readiness.whenReady.then(async () => {
    await siteSettings.refresh();
    if (shutdown.stopping) return;
    // Only once the port is bound: a start that fails prints no code.
    await announceSetupCode({ db: database.db, dataDir: config.dataDir, siteUrl: config.siteUrl, logger }).catch(
      (error: unknown) => logger.error({ err: error }, "could not issue the setup code; restart to try again"),
    );
  });
  // Started once the database is prepared; pages that queue email (a newsletter's "Send now") wake it.
  let mailWorker: MailWorker | undefined;
  const wakeMailWorker = () => mailWorker?.wake();
  void readiness.whenComplete.then(() => {
    if (shutdown.stopping) return;
    // Only this process can open the embedded database, so what it left sending when killed is sent again now.
    const worker = startMailWorker({
      db: database.db,
      mail: config.mail,
      logger,
      soleSender: database.kind === "pglite",
    });
    mailWorker = worker;
    shutdown.join({ name: "mail outbox", stop: () => worker.stop() });
    startBackups({ database, config, logger, shutdown });
    startTrashPurge({ db: database.db, logger, shutdown });
    startVisitTidying({
      db: database.db,
      logger,
      shutdown,
      timeZone: async () => (await siteSettings.refresh()).timeZone,
    });
    startBookingJobs({
      db: database.db,
      logger,
      shutdown,
      async settings() {
        const site = await siteSettings.refresh();
        return { mail: { ...config.mail, replyTo: site.supportEmail }, timeZone: site.timeZone };
      },
    });
    startNewsletterJobs({
      db: database.db,
      logger,
      shutdown,
      wakeMailWorker,
      async settings() {
        const site = await siteSettings.refresh();
        return { mail: config.mail, postalAddress: site.postalAddress };
      },
    });
  });
  const visits = startVisitCounting({ db: database.db, siteUrl: config.siteUrl, siteSettings, logger, shutdown });
  void Promise.all([readiness.whenComplete, visits.countriesReady]).then(collectStartUpGarbage, () => {});
  const app = createApp({
    visits,
    database,
    config,
    logger,
    build,
    clientDir: fromRoot("build", "client"),
    pageCache,
    siteSettings,
    shutdown,
    mailWorker: { wake: wakeMailWorker },
    databaseReady: readiness.ready,
    siteReady: readiness.complete,
  });
  const server = createSiteServer({ fetch: app.fetch, hostname: config.host, pageCache });
  await listen(server, config.port, config.host);
  const react = reactBuild();
  logger.info(
    { url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`, react },
    "listening",
  );
  if (react === "development") {
    logger.warn(
      "React runs its development code, which renders pages several times slower: start the server with NODE_ENV=production",
    );
  }
  start();
  closeGracefully({
    server,
    database,
    logger,
    shutdown,
    timeoutMs: config.shutdownTimeoutMs,
    beforeClose: async () => pageCache.stop(),
  });
}

main().catch(exitOnStartupError);
