import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getSigningKey } from "#core/security/signing-key";
import type { DatabaseHandle } from "#db/client";
import { actionBodyGuard } from "./action-body-guard";
import { type AdminAccess, adminAccess, NO_ADMIN_ACCESS } from "./admin-access";
import { adminApiRoutes } from "./admin-api";
import { adminBodyLimit } from "./admin-body-limit";
import { visitBeaconRoutes } from "./api/visit-beacon";
import { visitorFormRoutes } from "./api/visitor-forms";
import { clientAddress } from "./client-address";
import { createContentVersionWatch, refreshAfterWrites } from "./content-version-watch";
import type { AppContext, MailSender } from "./context";
import { answerDuringOutage, OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "./database-outage";
import type { Env } from "./env";
import { healthRoutes } from "./health";
import type { Logger } from "./logger";
import { mediaRoutes } from "./media";
import { createMediaCache } from "./media-cache";
import type { PageCache, PageCacheVariables } from "./page-cache";
import { redirectTrailingSlash } from "./page-paths";
import { withPublicUrl } from "./public-url";
import { requestGuard } from "./request-guard";
import { type RequestLogVariables, requestLog } from "./request-log";
import { refuseCrossSitePosts } from "./same-site-posts";
import { securityHeaders } from "./security-headers";
import { createSiteSettingsSnapshot, type SiteSettingsSnapshot } from "./site-settings-snapshot";
import { staticAssets } from "./static-assets";
import { createVisitCounter, type VisitCounter } from "./visit-counter";

export type CreateAppOptions = {
  database: DatabaseHandle;
  config: Env;
  logger: Logger;
  /** The React Router server build, or a function returning it (development reloads it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The built client folder, served from memory; omitted in development where Vite serves it. */
  clientDir?: string;
  /** Cache of rendered public pages (production). */
  pageCache?: PageCache;
  /** The business's settings as last read; shared with the page cache. */
  siteSettings?: SiteSettingsSnapshot;
  /** Set once the process is shutting down: /readyz then answers 503. */
  shutdown?: { readonly stopping: boolean };
  /** The outbox's sender, for pages that queue many emails at once; none in tests that send nothing. */
  mailWorker?: MailSender;
  /**
   * Whether the database has been reached and prepared (migrations applied).
   * Until then /readyz and every request that needs the database answer 503;
   * stored pages, files and /healthz are answered. Always ready when not given.
   */
  databaseReady?: () => boolean;
  /**
   * What /readyz reports, when it needs more than `databaseReady`: on a first
   * start, the demo content added as well.
   */
  siteReady?: () => boolean;
  /** Holds and writes visit counts (decision 069); one writing every few seconds is made when not given. */
  visits?: VisitCounter;
};

type AppEnv = {
  Variables: SecureHeadersVariables & PageCacheVariables & RequestLogVariables & { adminAccess?: AdminAccess };
};

/** The whole HTTP surface: headers, compression, health, media, API, then the pages. */
export function createApp({
  database,
  config,
  logger,
  build,
  clientDir,
  pageCache,
  siteSettings,
  shutdown,
  mailWorker = { wake() {} },
  databaseReady = () => true,
  siteReady = databaseReady,
  visits: givenVisits,
}: CreateAppOptions) {
  const app = new Hono<AppEnv>();
  const settings = siteSettings ?? createSiteSettingsSnapshot({ db: database.db, source: config.siteSettings, logger });
  // What the page cache follows; without it (development) the version is read only after writes.
  const contentVersion = pageCache?.contentVersion ?? createContentVersionWatch({ db: database.db, logger });
  const visits =
    givenVisits ?? createVisitCounter({ db: database.db, siteUrl: config.siteUrl, siteSettings: settings, logger });
  // A beacon counts only the site's pages; which those are changes with its content.
  contentVersion.onChange(() => visits.pagesChanged());
  const handlePage = createRequestHandler(build, config.mode === "development" ? "development" : "production");

  const unavailable = (c: Context) => {
    c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    c.header("Cache-Control", "no-store");
    return c.text("Service Unavailable", 503);
  };
  app.onError((error, c) => {
    const requestLogger = c.get("requestLogger")?.() ?? logger;
    if (reportDatabaseOutage(requestLogger, error, `${c.req.method} ${c.req.path}`)) return unavailable(c);
    requestLogger.error({ err: error, method: c.req.method, path: c.req.path }, "request failed");
    return c.text("Internal Server Error", 500);
  });

  app.use(requestLog({ logger, trustProxy: config.trustProxy }));
  // Every 503 (an outage, the admin gate unable to check a session) says when to try again.
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has("Retry-After")) {
      c.res.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    }
  });
  app.use(requestGuard());
  app.use(refreshAfterWrites(contentVersion));
  // A stored public page is complete (headers included) and answered first.
  if (pageCache) app.use(pageCache.middleware);
  app.use(securityHeaders(config, settings));
  app.use(redirectTrailingSlash());
  app.use(refuseCrossSitePosts({ config, logger }));
  // Only responses a client can decode are worth compressing; skipping the
  // middleware otherwise keeps the Node adapter's fast response path. Pages
  // headed for the page cache are compressed there, once.
  const compressText = compress();
  app.use((c, next) => (c.req.header("accept-encoding") && !c.get("pageCacheMiss") ? compressText(c, next) : next()));

  app.route("/", healthRoutes(database, shutdown, siteReady));
  if (clientDir) app.use(staticAssets(clientDir));
  // Needs no database: a beacon is held in memory, also while the database is being prepared.
  app.route("/api", visitBeaconRoutes({ config, visits }));
  app.use(async (c, next) => (databaseReady() ? next() : unavailable(c)));
  const mediaCache = createMediaCache();
  contentVersion.onChange(mediaCache.clear);
  app.route("/media", mediaRoutes(database.db, mediaCache));
  // Before the gate, which reads a form's CSRF field from the body.
  app.use(adminBodyLimit());
  app.use(adminAccess({ db: database.db, config, logger }));
  app.route("/api/admin", adminApiRoutes());
  app.route("/api", visitorFormRoutes({ db: database.db, config, logger, visits, siteSettings: settings }));
  // Only requests for the pages reach it: a page action reads nothing but a form.
  app.use(actionBodyGuard());

  app.all("*", async (c) => {
    const context: AppContext = {
      siteSettings: await settings.refresh(),
      db: database.db,
      config,
      // A getter: the request's own logger is made only if a page logs.
      get logger() {
        return c.get("requestLogger")?.() ?? logger;
      },
      clientAddress: clientAddress(c, config),
      cspNonce: c.get("secureHeadersNonce") ?? "",
      signingKey: await getSigningKey({ db: database.db }),
      adminAccess: c.get("adminAccess") ?? NO_ADMIN_ACCESS,
      clientDir,
      mailWorker,
      visits,
    };
    const pageRequest = withPublicUrl(c.req.raw, config);
    const response =
      c.req.method === "HEAD"
        ? await handlePage(new Request(pageRequest, { method: "GET" }), context)
        : await handlePage(pageRequest, context);
    // A settings change shows in this instance's next response headers.
    if (c.req.method === "POST" && c.req.path.startsWith("/admin")) await settings.refresh();
    if (c.req.method !== "HEAD") return answerDuringOutage(response, context);
    // HEAD is the page's GET without its body: same status and headers.
    await response.body?.cancel();
    return answerDuringOutage(new Response(null, { status: response.status, headers: response.headers }), context);
  });

  return app;
}
