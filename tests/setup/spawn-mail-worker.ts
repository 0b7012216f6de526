import { type ChildProcess, spawn } from "node:child_process";

/** Starts tests/setup/mail-worker-process.ts in a process of its own, for a test to kill. */
export function spawnMailWorker(options: { databaseUrl: string; smtpUrl: string; siteUrl: string; leaseMs: number }): {
  child: ChildProcess;
  exited: Promise<unknown>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/mail-worker-process.ts"], {
    env: {
      ...process.env,
      OUTBOX_DATABASE_URL: options.databaseUrl,
      OUTBOX_SMTP_URL: options.smtpUrl,
      OUTBOX_SITE_URL: options.siteUrl,
      OUTBOX_LEASE_MS: String(options.leaseMs),
    },
    stdio: "inherit",
  });
  return { child, exited: new Promise((resolve) => child.on("exit", resolve)) };
}
