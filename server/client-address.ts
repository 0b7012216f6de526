import { BlockList, isIPv4 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Env } from "./env";

type ProxyConfig = Pick<Env, "trustProxy" | "trustedProxies">;

const proxyLists = new WeakMap<readonly string[], BlockList>();

/** The configured proxies as a list to check addresses against, built once per configuration. */
function proxyList(entries: readonly string[]): BlockList {
  let list = proxyLists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = "", prefix] = entry.split("/");
      const type = isIPv4(address) ? "ipv4" : "ipv6";
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    proxyLists.set(entries, list);
  }
  return list;
}

/** An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d; it is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return mapped ?? address;
}

/**
 * The address at the other end of the connection; null for a request handed to
 * the app in the same process (no socket, so nobody on the network sent it).
 */
function peerAddress(c: Context): string | null {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return null;
  }
  return address ? plainAddress(address) : "unknown";
}

/** Whether the peer is one of the listed proxies (or the app was called in process). */
function fromTrustedProxy(peer: string | null, trustedProxies: readonly string[]): boolean {
  if (peer === null) return true;
  if (peer === "unknown") return false;
  try {
    return proxyList(trustedProxies).check(peer, isIPv4(peer) ? "ipv4" : "ipv6");
  } catch {
    // An address the list cannot read (an IPv6 zone, say) is not a listed proxy.
    return false;
  }
}

/**
 * The visitor's address, used for rate limits and the audit log. Behind a
 * reverse proxy (TRUST_PROXY=true) it is the last address the proxy appended to
 * X-Forwarded-For (earlier entries are whatever the client chose to send), but
 * only when the connection comes from one of TRUSTED_PROXIES: a client that
 * reaches the app's port directly is known by its own address, whatever it
 * puts in the header.
 */
export function clientAddress(c: Context, config: ProxyConfig): string {
  const peer = peerAddress(c);
  if (config.trustProxy && fromTrustedProxy(peer, config.trustedProxies)) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return peer ?? "unknown";
}
