import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { pinInlineScripts } from "./pin-inline-scripts";
import { type PresetHead, presetHead } from "./preset-response-head";

export type Encoding = "br" | "gzip" | "identity";
export type Body = Uint8Array<ArrayBuffer>;
/** A body and the whole header list that goes with it, checked and joined once. */
export type Variant = { body: Body; head: PresetHead };
/** A rendered public page as the page cache keeps it. */
export type StoredPage = {
  status: number;
  etag: string;
  /** The rendered page's headers, without length and encoding. */
  headers: [string, string][];
  variants: Partial<Record<Encoding, Variant>>;
  /** Headers of a `304 Not Modified`: the page's own, minus its type. */
  notModified: string[];
  /** Bytes counted against the cache's limit. */
  size: number;
};

/** Smaller bodies are not worth compressing. */
export const COMPRESS_FROM_BYTES = 1024;
/** Compressed copies still to come are counted in advance: HTML compresses to well under a quarter each. */
const COMPRESSED_ALLOWANCE = 0.5;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function preferredEncoding(acceptEncoding: string | undefined, page: StoredPage): Encoding {
  if (!acceptEncoding) return "identity";
  if (page.variants.br && acceptEncoding.includes("br")) return "br";
  if (page.variants.gzip && acceptEncoding.includes("gzip")) return "gzip";
  return "identity";
}

/** Weak comparison, as a GET's If-None-Match asks for (RFC 9110, 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === opaque;
  });
}

export function addVariant(page: StoredPage, encoding: Encoding, body: Body) {
  const head = page.headers.flat();
  head.push("content-length", String(body.length));
  if (encoding !== "identity") head.push("content-encoding", encoding);
  page.variants[encoding] = { body, head: presetHead(page.status, head) };
}

/** A rendered page made ready to keep: its inline scripts pinned by hash, its ETag, its plain bytes. */
export function storedPage(response: Response, html: string, nonce: string): StoredPage {
  const found = new Map<string, string>();
  for (const [name, value] of response.headers) {
    if (name !== "content-length" && name !== "content-encoding" && name !== "x-request-id") found.set(name, value);
  }
  const policy = found.get("content-security-policy");
  const pinned = pinInlineScripts(html, nonce, policy ?? "");
  if (policy) found.set("content-security-policy", pinned.policy);
  const identity: Body = new TextEncoder().encode(pinned.html);
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  found.set("etag", etag);
  found.set("vary", "Accept-Encoding");
  const headers = [...found];
  const page: StoredPage = {
    status: response.status,
    etag,
    headers,
    variants: {},
    notModified: headers.filter(([name]) => name !== "content-type").flat(),
    size: Math.ceil(identity.length * (1 + COMPRESSED_ALLOWANCE)) + 1024,
  };
  addVariant(page, "identity", identity);
  return page;
}

/** The stored page as a web Response, for the requests that reach the middleware (HEAD and the first GETs). */
export function replay(page: StoredPage, request: { method: string; acceptEncoding?: string; ifNoneMatch?: string }) {
  const pairs = (flat: string[]) => Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  if (matchesEtag(request.ifNoneMatch, page.etag)) {
    return new Response(null, { status: 304, headers: pairs(page.notModified) as [string, string][] });
  }
  const variant = page.variants[preferredEncoding(request.acceptEncoding, page)] ?? page.variants.identity;
  return new Response(request.method === "HEAD" ? null : (variant?.body ?? null), {
    status: page.status,
    headers: pairs(variant?.head.headers ?? []) as [string, string][],
  });
}

export async function compressGzip(identity: Body): Promise<Body> {
  return new Uint8Array(await gzipAsync(identity, { level: 9 }));
}

export async function compressBrotli(identity: Body): Promise<Body> {
  const params = { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length };
  return new Uint8Array(await brotliAsync(identity, { params }));
}
