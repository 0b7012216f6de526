import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { readPageView } from "#rules/analytics";
import { carriesAdminSession } from "#server/admin-cookie";
import { clientAddress } from "#server/client-address";
import type { Env } from "#server/env";
import type { VisitCounter } from "#server/visit-counter";

/** A beacon's largest body: a path, a referrer and three tags. */
export const VISIT_BEACON_MAX_BYTES = 4096;

/** A 1x1 transparent GIF, for the image of pages shown without JavaScript. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * POST /api/hit, the beacon each public page sends once shown (decision 069),
 * and GET /api/hit?p=..., the image of a page shown without JavaScript. The
 * answer is the same whatever was sent (204, or the image): the view is held
 * in memory for the counter's next write, unless it names no page of the
 * site, comes from a bot or a signed-in admin, or the browser asks not to be
 * tracked.
 */
export function visitBeaconRoutes({ config, visits }: { config: Env; visits: VisitCounter }) {
  const routes = new Hono();
  const count = (fields: URLSearchParams, request: Request, address: string) => {
    // The owner looking at her own site is not a visitor.
    if (carriesAdminSession(request.headers.get("cookie") ?? undefined)) return;
    const view = readPageView({ fields, userAgent: request.headers.get("user-agent"), siteUrl: config.siteUrl });
    if (view) visits.countView(view, { address, headers: request.headers });
  };

  routes.post("/hit", bodyLimit({ maxSize: VISIT_BEACON_MAX_BYTES, onError: (c) => c.body(null, 413) }), async (c) => {
    c.header("Cache-Control", "no-store");
    let body: string;
    try {
      body = await c.req.text();
    } catch {
      return c.body(null, 400);
    }
    count(new URLSearchParams(body), c.req.raw, clientAddress(c, config));
    return c.body(null, 204);
  });
  routes.get("/hit", (c) => {
    count(new URL(c.req.url).searchParams, c.req.raw, clientAddress(c, config));
    return c.body(PIXEL, 200, { "Content-Type": "image/gif", "Cache-Control": "no-store" });
  });
  return routes;
}
