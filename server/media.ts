import { Hono } from "hono";
import { getImageVariant } from "#core/images/read-images";
import type { Database } from "#db/client";
import type { MediaCache } from "./media-cache";

const CONTENT_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const FILE_NAME = /^[A-Za-z0-9_-]{16}-\d{1,5}\.(avif|webp|jpg)$/;

/** If-None-Match may list several tags, mark them weak, or say "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** Stored image variants. Names carry a content hash, so a name never changes meaning. */
export function mediaRoutes(db: Database, cache?: MediaCache) {
  const routes = new Hono();
  routes.get("/:fileName", async (c) => {
    const fileName = c.req.param("fileName");
    if (!FILE_NAME.test(fileName)) return c.notFound();
    const etag = `"${fileName}"`;
    const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
    if (matchesEtag(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    let variant = cache?.get(fileName) ?? null;
    if (!variant) {
      variant = await getImageVariant({ db, fileName });
      if (!variant) return c.notFound();
      cache?.set(fileName, variant);
    }
    const { data } = variant;
    return c.body(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), 200, {
      ...headers,
      "Content-Type": CONTENT_TYPES[variant.format] ?? "application/octet-stream",
      "Content-Length": String(variant.byteSize),
    });
  });
  return routes;
}
