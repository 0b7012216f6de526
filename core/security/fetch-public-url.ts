import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type Conflict, conflict } from "#core/result";
import { isAddressLiteral, isPublicAddress } from "#rules/public-address";

type Why = "refused" | "unreachable" | "status" | "timeout" | "too-large" | "redirects";

/** Why a fetch failed, and in `detail` how, for the server's log only: the owner is told less. */
export type FetchFailure = Conflict<Why, { detail: string }>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class Failed extends Error {
  constructor(
    readonly why: Why,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Resolves a name and keeps only its public addresses, so the socket connects
 * to an address that was checked (a name that resolves elsewhere a moment
 * later, DNS rebinding, changes nothing: this answer is the one used).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    if (allowed.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves only to addresses that are not public`), {
        code: "ENOTPUBLIC",
      });
      return callback(refused, "", 0);
    }
    if (options.all) return (callback as (error: null, addresses: dns.LookupAddress[]) => void)(null, allowed);
    const [first] = allowed;
    callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

/** One request, no redirect followed: the status, the next address if it redirects, or the body up to `maxBytes`. */
function requestOnce(
  url: URL,
  { trusted, deadline, maxBytes }: { trusted: boolean; deadline: number; maxBytes: number },
): Promise<{ status: number; location: string | null; body: Buffer | null }> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new Failed("timeout", "no time left"));
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "calendar-reader" },
      // A trusted origin is a test's own server; every other connection goes through the check.
      lookup: trusted ? undefined : publicLookup,
      agent: false,
    });
    const timer = setTimeout(() => request.destroy(new Failed("timeout", "took too long")), remaining);
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    request.on("socket", (socket) => {
      // The address actually connected to, checked again before anything is read.
      socket.once("connect", () => {
        const address = socket.remoteAddress ?? "";
        if (!trusted && !isPublicAddress(address)) request.destroy(new Failed("refused", `connected to ${address}`));
      });
    });
    request.on("error", (error) => {
      if (error instanceof Failed) return fail(error);
      const code = (error as NodeJS.ErrnoException).code;
      fail(new Failed(code === "ENOTPUBLIC" ? "refused" : "unreachable", error.message));
    });
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) || status < 200 || status >= 300) {
        response.resume();
        clearTimeout(timer);
        request.destroy();
        const location = response.headers.location;
        return resolve({ status, location: typeof location === "string" ? location : null, body: null });
      }
      if (Number(response.headers["content-length"] ?? "0") > maxBytes) {
        return request.destroy(new Failed("too-large", "announced too large"));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > maxBytes) return request.destroy(new Failed("too-large", "too large"));
        chunks.push(chunk);
      });
      response.on("error", (error) => fail(error instanceof Failed ? error : new Failed("unreachable", error.message)));
      response.on("end", () => {
        clearTimeout(timer);
        resolve({ status, location: null, body: Buffer.concat(chunks) });
      });
    });
    request.end();
  });
}

/**
 * Fetches a text on the owner's behalf from a public https address only. The
 * address is checked where it is connected to, on each redirect too (followed
 * by hand, at most `maxRedirects`): a name is resolved and only its public
 * addresses are used, an address written in the URL is checked as it is, and
 * the socket's peer is checked once connected. One deadline covers all hops;
 * the body stops at `maxBytes`.
 *
 * `trustedOrigins` lets a test read from its own server on this machine: exact
 * origins ("http://127.0.0.1:41234"), given in code by the caller, never read
 * from the environment. Anything else on this machine stays refused.
 */
export async function fetchPublicUrl({
  url,
  timeoutMs,
  maxBytes,
  maxRedirects = 3,
  trustedOrigins = [],
}: {
  url: string;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  trustedOrigins?: readonly string[];
}): Promise<{ ok: true; text: string } | FetchFailure> {
  const deadline = Date.now() + timeoutMs;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return conflict("refused", { detail: "not an address" });
  }
  try {
    for (let hop = 0; ; hop++) {
      const trusted = trustedOrigins.includes(current.origin);
      if (!trusted) {
        const host = current.hostname.replace(/^\[|\]$/g, "");
        if (isAddressLiteral(host) && !isPublicAddress(host)) throw new Failed("refused", `${host} is not public`);
        if (current.protocol !== "https:") throw new Failed("refused", `${current.protocol} is not https`);
      }
      const answer = await requestOnce(current, { trusted, deadline, maxBytes });
      if (answer.body) return { ok: true, text: answer.body.toString("utf8") };
      if (!REDIRECTS.has(answer.status) || !answer.location) throw new Failed("status", `answered ${answer.status}`);
      if (hop >= maxRedirects) throw new Failed("redirects", `more than ${maxRedirects} redirects`);
      try {
        current = new URL(answer.location, current);
      } catch {
        throw new Failed("refused", "redirected to something that is not an address");
      }
    }
  } catch (error) {
    if (error instanceof Failed) return conflict(error.why, { detail: error.message });
    throw error;
  }
}
