import React from "react";
import type { ServerBuild } from "react-router";
import { fromRoot } from "#db/project-root";
import { createApp } from "./app";
import { loadEnv, loadEnvFile } from "./env";
import { createLogger, exitOnCrash, routeConsoleToLogger } from "./logger";
import { runSite } from "./run-site";
import { exitOnStartupError } from "./serve";
import { createSiteServer } from "./site-server";

/**
 * Which of its two builds React loaded, chosen from NODE_ENV at its first
 * import. Only the development build has `captureOwnerStack`.
 */
function reactBuild(): "development" | "production" {
  return typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === "function"
    ? "development"
    : "production";
}

/** Serves the built site, stored pages first; started by main.ts once NODE_ENV is set. */
async function main() {
  const envFile = loadEnvFile();
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  exitOnCrash(logger);
  routeConsoleToLogger(logger);
  if (envFile) logger.info({ file: envFile }, "settings read from .env (the environment wins)");
  const build = (await import(fromRoot("build", "server", "index.js"))) as ServerBuild;
  await runSite({
    config,
    logger,
    storePages: true,
    serve: (parts) =>
      createSiteServer({
        fetch: createApp({ ...parts, build, clientDir: fromRoot("build", "client") }).fetch,
        hostname: config.host,
        pageCache: parts.pageCache,
      }),
    listening(port) {
      const react = reactBuild();
      logger.info(
        { url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`, react },
        "listening",
      );
      if (react === "development") {
        logger.warn(
          "React runs its development code, which renders pages several times slower: start the server with NODE_ENV=production",
        );
      }
    },
  });
}

main().catch(exitOnStartupError);
