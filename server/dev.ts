import type { EventEmitter } from "node:events";
import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { createApp as CreateApp } from "./app";
import { loadEnv, loadEnvFile } from "./env";
import { createLogger, exitOnCrash, routeConsoleToLogger } from "./logger";
import { runSite } from "./run-site";
import { exitOnStartupError } from "./serve";

/**
 * Vite in middleware mode, without the exits its other servers set up: React
 * Router starts two of its own, each of which would end the process on
 * SIGTERM (or when stdin ends) in the middle of the graceful close, the
 * database still open. The close shuts Vite, and them with it, itself.
 */
async function startVite() {
  const exits = [
    { emitter: process as EventEmitter, event: "SIGTERM" },
    { emitter: process.stdin as EventEmitter, event: "end" },
  ].map(({ emitter, event }) => ({ emitter, event, before: new Set(emitter.listeners(event)) }));
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  for (const { emitter, event, before } of exits) {
    for (const listener of emitter.listeners(event) as ((...args: unknown[]) => void)[]) {
      if (!before.has(listener)) emitter.off(event, listener);
    }
  }
  return vite;
}

/**
 * Development entry: the site production runs (runSite: the same database
 * preparation, mail worker, scheduled jobs and shutdown), with its app loaded
 * through Vite so that edits to pages, server/ and core/ apply without a
 * restart. The database and the jobs are started once, here, outside the
 * reloaded modules; pages are never stored.
 */
async function main() {
  const envFile = loadEnvFile();
  const config = loadEnv({ NODE_ENV: "development" });
  const logger = createLogger(config.logLevel);
  exitOnCrash(logger);
  routeConsoleToLogger(logger);
  if (envFile) logger.info({ file: envFile }, "settings read from .env (the environment wins)");
  const vite = await startVite();
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  await runSite({
    config,
    logger,
    storePages: false,
    serve(parts) {
      const handle = getRequestListener(async (request) => {
        const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createApp: typeof CreateApp };
        return createApp({ ...parts, build }).fetch(request);
      });
      return http.createServer((req, res) => vite.middlewares(req, res, () => handle(req, res)));
    },
    listening: (port) => logger.info({ url: `http://localhost:${port}` }, "development server listening"),
    beforeClose: () => vite.close(),
  });
}

main().catch(exitOnStartupError);
