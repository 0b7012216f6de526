import { type ChildProcess, spawn } from "node:child_process";

/** Starts tests/setup/mail-worker-process.ts in a process of its own, for a test to kill. */
export function spawnMailWorker(options: {
  /** PostgreSQL, or the embedded database's folder. */
  databaseUrl?: string;
  dataDir?: string;
  smtpUrl: string;
  siteUrl: string;
  leaseMs: number;
  minuteMs?: number;
  exitWhenDone?: boolean;
  /** A file the worker's log lines (info and above) are appended to; none by default. */
  logFile?: string;
  /** The folder the worker keeps emails delivered and not yet recorded in. */
  deliveredDir?: string;
}): {
  child: ChildProcess;
  exited: Promise<unknown>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/mail-worker-process.ts"], {
    env: {
      ...process.env,
      OUTBOX_DATABASE_URL: options.databaseUrl ?? "",
      OUTBOX_DATA_DIR: options.dataDir ?? "",
      OUTBOX_SMTP_URL: options.smtpUrl,
      OUTBOX_SITE_URL: options.siteUrl,
      OUTBOX_LEASE_MS: String(options.leaseMs),
      OUTBOX_MINUTE_MS: options.minuteMs ? String(options.minuteMs) : "",
      OUTBOX_EXIT_WHEN_DONE: options.exitWhenDone ? "1" : "",
      OUTBOX_LOG_FILE: options.logFile ?? "",
      OUTBOX_DELIVERED_DIR: options.deliveredDir ?? "",
    },
    stdio: "inherit",
  });
  return { child, exited: new Promise((resolve) => child.on("exit", resolve)) };
}
