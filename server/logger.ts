import fs from "node:fs";
import { format } from "node:util";
import pino from "pino";

export type Logger = pino.Logger;

// At most this much log waits to be written; past it, lines are dropped.
const MAX_HELD_BYTES = 16 * 1024 * 1024;
// Written at once, without waiting for the end of the turn, past this size.
const WRITE_AT_LENGTH = 64 * 1024;

/**
 * Log lines for a file descriptor, held until the end of the event loop's
 * turn and written then in one write, so a busy server makes one write for
 * many request lines, not one per line (decisions/071). Nothing is ever
 * under way outside this process: what is not written is held here, so
 * writeHeld() before an exit loses nothing. A closed reader (EPIPE) ends the
 * log, not the server; a reader that cannot keep up (EAGAIN) gets the rest on
 * a later turn, and past MAX_HELD_BYTES new lines are dropped.
 */
class HeldLines {
  private lines = "";
  private unwritten: Buffer | undefined;
  private scheduled = false;
  private closed = false;

  constructor(private readonly fd: number) {}

  write(line: string) {
    if (this.closed) return;
    if ((this.unwritten?.length ?? 0) + this.lines.length > MAX_HELD_BYTES) return;
    this.lines += line;
    if (this.lines.length >= WRITE_AT_LENGTH) this.writeHeld();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.writeLater);
    }
  }

  /** pino's logger.flush(). */
  flush(done?: (error?: Error) => void) {
    this.writeHeld(true);
    done?.();
  }

  private readonly writeLater = () => {
    this.scheduled = false;
    this.writeHeld();
  };

  /** Writes what is held; when `wait`, a full pipe is waited for (up to a second) instead of retried later. */
  writeHeld(wait = false) {
    if (this.lines.length > 0) {
      const lines = this.lines;
      this.lines = "";
      if (!this.unwritten) {
        // Most writes take all of it: the string goes to the kernel without a Buffer made for it here.
        const whole = this.writeOnce(lines);
        if (whole === true) return;
        this.unwritten = whole;
      } else this.unwritten = Buffer.concat([this.unwritten, Buffer.from(lines)]);
    }
    let waits = 0;
    while (this.unwritten && !this.closed) {
      try {
        const written = fs.writeSync(this.fd, this.unwritten);
        this.unwritten = written < this.unwritten.length ? this.unwritten.subarray(written) : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") {
          this.closed = true;
          this.unwritten = undefined;
        } else if (wait && waits++ < 100) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        } else {
          if (!this.scheduled) {
            this.scheduled = true;
            setTimeout(this.writeLater, 10);
          }
          return;
        }
      }
    }
  }

  /** One write of `lines`: true when all of it went, else the bytes still to write (all of them after EAGAIN). */
  private writeOnce(lines: string): true | Buffer {
    if (this.closed) return true;
    try {
      const written = fs.writeSync(this.fd, lines);
      if (written === Buffer.byteLength(lines)) return true;
      return Buffer.from(lines).subarray(written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") return Buffer.from(lines);
      this.closed = true;
      return true;
    }
  }
}

// Every held log of this process: written out at exit, whatever ends it.
const heldLogs = new Set<HeldLines>();
process.on("exit", () => flushLogSync());

let timeMs = 0;
let timeField = "";
/**
 * pino's ISO time field, made once per millisecond: a busy server logs many
 * lines in one, and toISOString was a sixth of a request line's cost.
 */
function isoTime() {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/** Where a logger's lines go: each call is one whole line, newline included. */
export type LogDestination = { write(line: string): unknown };

// The destination of each logger made by createLogger, for lines written without pino (writeInfoLine).
const destinations = new WeakMap<Logger, LogDestination>();

/**
 * JSON lines to stdout. Lines of one turn of the event loop are written
 * together (see HeldLines); every exit path of the server writes them out
 * first (exitProcess, exitOnCrash, and the process's exit event). Tests give
 * a `destination` of their own to read the lines.
 */
export function createLogger(level: string, destination?: LogDestination): Logger {
  const options = { level, base: undefined, timestamp: isoTime };
  // Tests make loggers that write nothing: no stream for them.
  if (level === "silent" && !destination) return pino(options);
  let lines = destination;
  if (!lines) {
    const held = new HeldLines(1);
    heldLogs.add(held);
    lines = held;
  }
  const logger = pino(options, lines);
  destinations.set(logger, lines);
  return logger;
}

/**
 * Writes the line `logger.info(fields, msg)` would write (level, time, the
 * fields in their order, msg), from `fields` already spelled as JSON, each
 * field led by a comma: `,"status":200,"path":"/faq"`. pino's serializer
 * looks at every field of every line for its type, serializers and escaping;
 * a line written on every request is cheaper built by its caller. The caller
 * checks the level first. Returns false, and writes nothing, for a logger
 * createLogger did not make (a child, a test's own pino).
 */
export function writeInfoLine(logger: Logger, fields: string, msg: string): boolean {
  const destination = destinations.get(logger);
  if (!destination) return false;
  destination.write(`{"level":30${isoTime()}${fields},"msg":${JSON.stringify(msg)}}\n`);
  return true;
}

/** Writes out, at once, every log line still held. Never throws. */
export function flushLogSync() {
  for (const held of heldLogs) held.writeHeld(true);
}

/** process.exit, once the log is written out. */
export function exitProcess(code: number): never {
  flushLogSync();
  process.exit(code);
}

type ConsoleMethod = "log" | "info" | "debug" | "warn" | "error" | "trace";
const CONSOLE_LEVELS: Record<ConsoleMethod, "info" | "debug" | "warn" | "error"> = {
  log: "info",
  info: "info",
  debug: "debug",
  warn: "warn",
  error: "error",
  trace: "error",
};

/**
 * Sends what a library (or a forgotten line of ours) prints with console.*,
 * and Node's own warnings, through `logger`: every line of the server's output
 * is then one JSON line, its text escaped. A raw print of something a visitor
 * sent (a path with a line break and a JSON object in it) would otherwise sit
 * in the journal as a line of its own, indistinguishable from the server's.
 */
export function routeConsoleToLogger(logger: Logger) {
  for (const method of Object.keys(CONSOLE_LEVELS) as ConsoleMethod[]) {
    const level = CONSOLE_LEVELS[method];
    console[method] = (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) logger[level]({ err: first }, rest.length > 0 ? format(...rest) : first.message);
      else logger[level](format(...args));
    };
  }
  // Node prints a warning to stderr from a listener of its own, which this replaces.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn({ err: warning }, warning.message));
}

/**
 * On an uncaught exception or an unhandled rejection: logs it as the fatal
 * line, writes the log out and exits with 1, as Node would without a handler.
 */
export function exitOnCrash(logger: Logger) {
  process.on("uncaughtException", (error, origin) => {
    try {
      logger.fatal({ err: error, origin }, "crashed");
    } catch {
      process.stderr.write(`crashed: ${JSON.stringify(String(error))}\n`);
    }
    exitProcess(1);
  });
}
