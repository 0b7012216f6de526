import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The visitor's address, used for rate limits and the audit log. Behind a
 * reverse proxy (TRUST_PROXY=true) it is the last address the proxy appended to
 * X-Forwarded-For; earlier entries are whatever the client chose to send.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "unknown";
  }
}
