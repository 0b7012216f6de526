import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { siteMailSettings } from "#core/outbox/site-mail-settings";
import type { CreateAppOptions } from "./app";
import { startBackups } from "./backup-schedule";
import { startBookingJobs } from "./booking-schedule";
import { collectStartUpGarbage } from "./collect-start-up-garbage";
import { createOutageTracker } from "./database-outage";
import { type Env, settleListeningPort } from "./env";
import type { Logger } from "./logger";
import { announceMailSender } from "./mail/announce-mail-sender";
import { type MailServerWatch, watchMailServer } from "./mail/mail-server-watch";
import { type MailWorker, startMailWorker } from "./mail/mail-worker";
import { startNewsletterJobs } from "./newsletter-schedule";
import { createPageCache } from "./page-cache";
import { prepareDatabaseInBackground } from "./prepare-database";
import { exitOnStartupError, listen } from "./serve";
import { announceSetupCode } from "./setup-code";
import { closeGracefully, createShutdownRegistry } from "./shutdown";
import { createSiteSettingsSnapshot } from "./site-settings-snapshot";
import { startTrashPurge } from "./trash-schedule";
import { startVisitCounting } from "./visit-counter";
import { startVisitTidying } from "./visit-schedule";

/** What the site's app is made of, but the React Router build and the client files, which each entry brings. */
export type SiteParts = Omit<CreateAppOptions, "build" | "clientDir">;

/**
 * Runs the site for both entries, `npm start` (production-server.ts) and
 * `npm run dev` (dev.ts): the database prepared in the background, the
 * settings snapshot, the mail worker, every scheduled job, visit counting and
 * the graceful close, so development runs what production runs. The entry
 * brings what differs: the build, the HTTP server around the app (Vite's
 * middleware in development) and what it must close itself.
 */
export async function runSite({
  config,
  logger,
  storePages,
  serve,
  listening,
  beforeClose,
}: {
  config: Env;
  logger: Logger;
  /** Whether rendered public pages are stored and answered before Hono sees them (production). */
  storePages: boolean;
  /** The HTTP server that answers with the app these parts make. */
  serve: (parts: SiteParts) => Server;
  /** Says that the site listens on `port` (the one the system chose, with PORT=0); called once it is bound, before the database is prepared. */
  listening: (port: number) => void;
  /** Closes what the entry opened, once the workers have stopped and before the database closes. */
  beforeClose?: () => Promise<void>;
}): Promise<void> {
  // The site listens before the database is prepared, so the setup page
  // answers within seconds of a first start while the demo content is added
  // in the background; a PostgreSQL server that cannot be reached yet does
  // not stop the start either: the site answers 503 (stored pages aside)
  // until it is reached and prepared.
  const shutdown = createShutdownRegistry();
  // The pool, the mail worker and every scheduled job tell one tracker, so an
  // outage is one line when it begins and one when it ends (decision 050).
  const outage = createOutageTracker(logger);
  const { database, readiness, start } = await prepareDatabaseInBackground({
    config,
    logger,
    outage,
    // Stopping while the demo content is added closes the database under it: not a failure.
    onFatal: (error) => (shutdown.stopping ? undefined : exitOnStartupError(error)),
  });
  const siteSettings = createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  const pageCache = storePages
    ? createPageCache({
        db: database.db,
        logger,
        timeZone: () => siteSettings.current().timeZone,
        trustProxy: config.trustProxy,
        pollAfter: readiness.whenReady,
      })
    : undefined;
  void readiness.whenReady.then(async () => {
    const site = await siteSettings.refresh();
    if (shutdown.stopping) return;
    announceMailSender({ mail: config.mail, site, logger });
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
      siteSettings: () => siteSettings.refresh(),
      logger,
      soleSender: database.kind === "pglite",
      deliveredDir: path.join(config.dataDir, "outbox-delivered"),
      outage,
    });
    mailWorker = worker;
    shutdown.join({ name: "mail outbox", stop: () => worker.stop() });
    startBackups({ database, config, logger, shutdown, outage });
    startTrashPurge({ db: database.db, logger, shutdown, outage });
    startVisitTidying({
      db: database.db,
      logger,
      shutdown,
      outage,
      timeZone: async () => (await siteSettings.refresh()).timeZone,
    });
    startBookingJobs({
      db: database.db,
      logger,
      shutdown,
      outage,
      async settings() {
        const site = await siteSettings.refresh();
        return { mail: siteMailSettings(config.mail, site), timeZone: site.timeZone };
      },
    });
    startNewsletterJobs({
      db: database.db,
      logger,
      shutdown,
      outage,
      wakeMailWorker,
      async settings() {
        const site = await siteSettings.refresh();
        return { mail: siteMailSettings(config.mail, site), postalAddress: site.postalAddress };
      },
    });
  });
  // Watched once the site listens; the dashboard says while mail cannot be delivered.
  let mailServer: MailServerWatch | undefined;
  const visits = startVisitCounting({ db: database.db, siteUrl: config.siteUrl, siteSettings, logger, shutdown });
  void Promise.all([readiness.whenComplete, visits.countriesReady]).then(collectStartUpGarbage, () => {});
  const server = serve({
    visits,
    database,
    config,
    logger,
    pageCache,
    siteSettings,
    shutdown,
    mailWorker: { wake: wakeMailWorker, serverProblem: () => mailServer?.problem() ?? null },
    databaseReady: readiness.ready,
    siteReady: readiness.complete,
  });
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  settleListeningPort(config, port);
  listening(port);
  start();
  if (config.mail.smtpUrl) {
    const watch = watchMailServer({ smtpUrl: config.mail.smtpUrl, logger });
    mailServer = watch;
    shutdown.join({ name: "mail server check", stop: async () => watch.stop() });
  }
  closeGracefully({
    server,
    database,
    logger,
    shutdown,
    timeoutMs: config.shutdownTimeoutMs,
    async beforeClose() {
      await pageCache?.stop();
      await beforeClose?.();
    },
  });
}
