import { ConfigError } from "./env";

/** Prints a start-up failure a person can act on, without a stack trace for known causes. */
export function exitOnStartupError(error: unknown): never {
  const known = error instanceof ConfigError || (error instanceof Error && error.name === "DataDirLockedError");
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}
