import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { fromRoot } from "#db/project-root";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { startMailWorker } from "./mail/mail-worker";
import { createPageCache } from "./page-cache";
import { prepareDatabase } from "./prepare-database";
import { closeGracefully, exitOnStartupError } from "./serve";

/** Production entry: serves the built site. Run through `npm start`. */
async function main() {
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  const build = (await import(fromRoot("build", "server", "index.js"))) as ServerBuild;
  const database = await prepareDatabase({ config, logger });
  const pageCache = createPageCache({ db: database.db, logger, timeZone: config.timeZone });
  const mailWorker = startMailWorker({ db: database.db, mail: config.mail, logger });
  const app = createApp({ database, config, logger, build, clientDir: fromRoot("build", "client"), pageCache });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}` }, "listening");
  });
  closeGracefully({
    server: server as import("node:http").Server,
    database,
    logger,
    beforeClose: async () => {
      pageCache.stop();
      await mailWorker.stop();
    },
  });
}

main().catch(exitOnStartupError);
