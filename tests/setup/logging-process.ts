// A server-like process for server/logger.test.ts: the production logger, a
// listening HTTP server and the production shutdown. Given `<lines> <end>`,
// it logs that many numbered request lines at once, says "logged" on stderr,
// then ends as `end` says:
// "signal" waits for SIGTERM (closeGracefully), "exit" exits cleanly,
// "throw" throws, "reject" leaves a promise rejected, "closed-stdout" waits
// for its stdin to end (its stdout's reader is gone by then), logs as much
// again, and exits cleanly; "exit-closed-stdout" logs a few lines then and
// exits at once.
import { createServer } from "node:http";
import type { DatabaseHandle } from "#db/client";
import { createLogger, exitOnCrash, exitProcess } from "#server/logger";
import { closeGracefully, createShutdownRegistry } from "#server/shutdown";

const logger = createLogger("info");
exitOnCrash(logger);
const lines = Number(process.argv[2]);
const end = process.argv[3];

const server = createServer((_request, response) => response.end());
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
closeGracefully({
  server,
  // Nothing is opened: the shutdown closes this process's only resource, the server.
  database: { close: async () => {} } as DatabaseHandle,
  logger,
  shutdown: createShutdownRegistry(),
  timeoutMs: 5000,
});

const logLines = (from: number, count: number) => {
  for (let n = from; n < from + count; n++) {
    logger.info(
      { requestId: `line-${n}`, method: "GET", path: `/café/${n}/✓`, status: 200, durationMs: 0.1 },
      "request",
    );
  }
};

logLines(0, lines);
process.stderr.write("logged\n");

if (end === "exit") exitProcess(0);
else if (end === "throw") {
  setImmediate(() => {
    throw new Error("the page store broke");
  });
} else if (end === "reject") {
  void Promise.reject(new Error("a write was never awaited"));
} else if (end === "closed-stdout" || end === "exit-closed-stdout") {
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once("end", resolve));
  if (end === "exit-closed-stdout") {
    // A few lines, held until the exit, where their write meets the closed pipe.
    logLines(lines, 3);
    exitProcess(0);
  }
  logLines(lines, lines);
  // A turn of the event loop, in which the lines are written and meet the closed pipe.
  await new Promise((resolve) => setImmediate(resolve));
  process.stderr.write("still running\n");
  exitProcess(0);
}
