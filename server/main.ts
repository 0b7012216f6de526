import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { fromRoot } from "#db/project-root";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import { createPageCache } from "./page-cache";
import { prepareDatabase } from "./prepare-database";
import { closeGracefully, exitOnStartupError } from "./serve";
import { createSiteSettingsSnapshot } from "./site-settings-snapshot";

/** Production entry: serves the built site. Run through `npm start`. */
async function main() {
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  const build = (await import(fromRoot("build", "server", "index.js"))) as ServerBuild;
  const database = await prepareDatabase({ config, logger });
  const siteSettings = createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  await siteSettings.refresh();
  const pageCache = createPageCache({ db: database.db, logger, timeZone: () => siteSettings.current().timeZone });
  const app = createApp({
    database,
    config,
    logger,
    build,
    clientDir: fromRoot("build", "client"),
    pageCache,
    siteSettings,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}` }, "listening");
  });
  closeGracefully({
    server: server as import("node:http").Server,
    database,
    logger,
    beforeClose: async () => pageCache.stop(),
  });
}

main().catch(exitOnStartupError);
