import type { Server } from "node:http";
import type { DatabaseHandle } from "#db/client";
import { exitProcess, type Logger } from "./logger";

/**
 * Work that runs beside the requests (scheduled backups, the mail outbox) and
 * must stop cleanly: finish or hand back what it holds. A worker joins when it
 * starts and leaves when it is done for good.
 */
export type BackgroundWorker = { name: string; stop(): Promise<void> };

export type ShutdownRegistry = {
  /** Adds a worker to stop on shutdown; returns a function that removes it again. */
  join(worker: BackgroundWorker): () => void;
  /** True from the first signal on: /readyz answers 503 so a proxy sends requests elsewhere. */
  readonly stopping: boolean;
};

export function createShutdownRegistry() {
  const workers = new Set<BackgroundWorker>();
  let stopping = false;
  return {
    join(worker: BackgroundWorker) {
      workers.add(worker);
      return () => workers.delete(worker);
    },
    get stopping() {
      return stopping;
    },
    /** Marks the process as stopping and stops every worker at once, each bounded by the deadline. */
    async stopWorkers(logger: Logger, deadline: number) {
      stopping = true;
      await Promise.all(
        [...workers].map(async (worker) => {
          const left = Math.max(0, deadline - Date.now());
          const stopped = await withinTime(worker.stop(), left).catch((error: unknown) => {
            logger.error({ err: error, worker: worker.name }, "background worker failed to stop");
            return true;
          });
          if (!stopped) logger.warn({ worker: worker.name }, "background worker did not stop in time");
        }),
      );
    },
    markStopping() {
      stopping = true;
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdownRegistry>;

/**
 * On SIGTERM or SIGINT: say not ready, stop accepting connections, let requests
 * in flight finish (up to timeoutMs), stop the background workers, then close
 * the database, which releases the data-directory lock, and write out the log.
 * A second signal, or the time running out twice over, ends the process at
 * once, the log written out first.
 */
export function closeGracefully({
  server,
  database,
  logger,
  shutdown,
  timeoutMs,
  beforeClose,
}: {
  server: Server;
  database: DatabaseHandle;
  logger: Logger;
  shutdown: Shutdown;
  timeoutMs: number;
  beforeClose?: () => Promise<void>;
}) {
  let started = false;
  const stop = async (signal: string) => {
    if (started) {
      logger.warn({ signal }, "second signal: exiting now");
      exitProcess(1);
    }
    started = true;
    shutdown.markStopping();
    logger.info({ signal, timeoutMs }, "shutting down: finishing requests in flight");
    const deadline = Date.now() + timeoutMs;
    const force = setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      exitProcess(1);
    }, timeoutMs * 2);
    force.unref();

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    if (!(await withinTime(closed, timeoutMs))) {
      logger.warn("requests still running at the shutdown timeout were cut off");
      server.closeAllConnections();
    }
    await shutdown.stopWorkers(logger, Math.max(deadline, Date.now() + 1000));
    await beforeClose?.();
    await database.close();
    logger.info("stopped");
    exitProcess(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

async function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
