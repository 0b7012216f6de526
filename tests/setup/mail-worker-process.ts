import fs from "node:fs";
import pg from "pg";
import { countOutboxEmails } from "#core/outbox/count-outbox-emails";
import { openDatabase, postgresHandle } from "#db/client";
import { createOutageTracker } from "#server/database-outage";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { startMailWorker } from "#server/mail/mail-worker";
import { createSiteSettingsSnapshot } from "#server/site-settings-snapshot";

/**
 * A mail worker in a process of its own, for a test to kill in the middle of
 * sending: OUTBOX_DATABASE_URL (PostgreSQL) or OUTBOX_DATA_DIR (the embedded
 * database, which this process then owns, as the server does),
 * OUTBOX_SMTP_URL, OUTBOX_SITE_URL and OUTBOX_LEASE_MS set it up;
 * OUTBOX_MINUTE_MS shortens the newsletter rate's minute. With
 * OUTBOX_EXIT_WHEN_DONE the process stops once nothing waits in the outbox.
 * OUTBOX_LOG_FILE: where its log goes (nowhere by default);
 * OUTBOX_DELIVERED_DIR: the worker's folder for emails delivered and not yet recorded.
 */
const logFile = process.env.OUTBOX_LOG_FILE;
const logger = logFile
  ? createLogger("info", { write: (line: string) => fs.appendFileSync(logFile, line) })
  : createLogger("silent");
// The pool and the worker tell one tracker, as in the server (server/run-site.ts).
const outage = createOutageTracker(logger);
const dataDir = process.env.OUTBOX_DATA_DIR;
const handle = dataDir
  ? await openDatabase({ databaseUrl: null, dataDir, migrate: false, durability: "relaxed" })
  : postgresHandle(new pg.Pool({ connectionString: process.env.OUTBOX_DATABASE_URL, max: 2 }), {
      onPoolError: (error) => {
        if (!outage.failed(error, "database connection")) logger.error({ err: error }, "database connection lost");
      },
      onPoolConnect: () => outage.answered(),
    });
const config = loadEnv(
  { SMTP_URL: process.env.OUTBOX_SMTP_URL ?? "", SITE_URL: process.env.OUTBOX_SITE_URL ?? "" },
  {},
);
const settings = createSiteSettingsSnapshot({ db: handle.db, source: config.siteSettings, logger });
const worker = startMailWorker({
  db: handle.db,
  mail: config.mail,
  siteSettings: () => settings.refresh(),
  logger,
  pollIntervalMs: 50,
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 1000),
  soleSender: handle.kind === "pglite",
  newsletterMinuteMs: process.env.OUTBOX_MINUTE_MS ? Number(process.env.OUTBOX_MINUTE_MS) : undefined,
  deliveredDir: process.env.OUTBOX_DELIVERED_DIR || undefined,
  outage,
});
// The worker's timers do not hold the process open.
const alive = setInterval(async () => {
  if (!process.env.OUTBOX_EXIT_WHEN_DONE) return;
  // While the database is away, nothing can be known: ask again later.
  const waiting = await countOutboxEmails({ db: handle.db }).then(
    (counts) => counts.waiting,
    () => null,
  );
  if (waiting !== 0) return;
  clearInterval(alive);
  await worker.stop();
  await handle.close();
}, 100);
