import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { PageCache } from "./page-cache";

/**
 * The HTTP server of the site: a stored public page is answered by the page
 * cache straight from Node's request listener (no web Request or Response is
 * built for it); every other request goes to the Hono app.
 */
export function createSiteServer({
  fetch,
  hostname,
  pageCache,
}: {
  fetch: Parameters<typeof getRequestListener>[0];
  hostname?: string;
  pageCache?: PageCache;
}): Server {
  const handle = getRequestListener(fetch, { hostname });
  return createServer((request, response) => {
    if (!pageCache?.answer(request, response)) void handle(request, response);
  });
}
