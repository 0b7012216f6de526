import { Hono } from "hono";
import type { DatabaseHandle } from "#db/client";

/**
 * /healthz says the process answers; /readyz also needs the database, reached
 * and prepared (`databaseReady`: false while a server that started without
 * it is still trying to reach it, and on a first start until the demo
 * content is added).
 */
export function healthRoutes(
  database: DatabaseHandle,
  shutdown?: { readonly stopping: boolean },
  databaseReady: () => boolean = () => true,
) {
  const routes = new Hono();
  routes.get("/healthz", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  routes.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (shutdown?.stopping) return c.json({ status: "stopping", database: database.kind }, 503);
    if (!databaseReady()) return c.json({ status: "unavailable", database: database.kind }, 503);
    try {
      await database.ping(2000);
      return c.json({ status: "ok", database: database.kind });
    } catch {
      return c.json({ status: "unavailable", database: database.kind }, 503);
    }
  });
  return routes;
}
