import pg from "pg";
import { postgresHandle } from "#db/client";
import { loadEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { startMailWorker } from "#server/mail/mail-worker";

/**
 * A mail worker in a process of its own, for a test to kill in the middle of
 * sending: OUTBOX_DATABASE_URL, OUTBOX_SMTP_URL, OUTBOX_SITE_URL and OUTBOX_LEASE_MS set it up.
 */
const handle = postgresHandle(new pg.Pool({ connectionString: process.env.OUTBOX_DATABASE_URL, max: 2 }));
startMailWorker({
  db: handle.db,
  mail: loadEnv({ SMTP_URL: process.env.OUTBOX_SMTP_URL ?? "", SITE_URL: process.env.OUTBOX_SITE_URL ?? "" }, {}).mail,
  logger: createLogger("silent"),
  pollIntervalMs: 50,
  leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 1000),
});
// The worker's timers do not hold the process open.
setInterval(() => {}, 60_000);
