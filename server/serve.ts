import type { Server } from "node:http";
import type { DatabaseHandle } from "#db/client";
import { ConfigError } from "./env";
import type { Logger } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight
 * finish, then close the database. A second signal, or the grace period
 * running out, ends the process at once.
 */
export function closeGracefully({
  server,
  database,
  logger,
  beforeClose,
}: {
  server: Server;
  database: DatabaseHandle;
  logger: Logger;
  beforeClose?: () => Promise<void>;
}) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await beforeClose?.();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

/** Prints a start-up failure a person can act on, without a stack trace for known causes. */
export function exitOnStartupError(error: unknown): never {
  const known = error instanceof ConfigError || (error instanceof Error && error.name === "DataDirLockedError");
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}
