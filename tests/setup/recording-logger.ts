import { Writable } from "node:stream";
import pino from "pino";

/** A log line as pino writes it, with the fields the tests read. */
export type LogLine = { msg: string; job?: string; err?: { message: string }; [field: string]: unknown };

/** A logger at level info whose lines the test reads. */
export function recordingLogger() {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, lines };
}
