import type { Server } from "node:http";
import { ConfigError } from "./env";
import { exitProcess } from "./logger";

/**
 * Prints a start-up failure a person can act on: for a known cause, one plain
 * line for each thing to fix, naming its variable, and no stack trace.
 */
export function exitOnStartupError(error: unknown): never {
  const known = error instanceof ConfigError || (error instanceof Error && error.name === "DataDirLockedError");
  if (known) {
    const lines = (error as Error).message.split("\n").filter((line) => line.trim() !== "");
    process.stderr.write(lines.map((line) => `Cannot start: ${line.trim()}\n`).join(""));
  } else console.error(error);
  exitProcess(1);
}

/**
 * Binds the port, or fails with a message naming it and what to do: a port
 * in use is a setting to change or another program to stop, not a crash.
 */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const where = `port ${port} on ${host}`;
      if (error.code === "EADDRINUSE") {
        reject(
          new ConfigError(
            `${where} is already in use (another copy of the site, or another program). Stop it, or set PORT to a free port.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(new ConfigError(`${where} needs special permission. Set PORT to 1024 or above, such as 3000.`));
      } else if (error.code === "EADDRNOTAVAIL") {
        reject(new ConfigError(`${host} is not an address of this machine. Set HOST to 127.0.0.1 or 0.0.0.0.`));
      } else reject(error);
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}
