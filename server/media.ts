import { type Context, Hono } from "hono";
import { getImageVariant, type ImageVariantFile } from "#core/images/get-image-variant";
import { makeShareImage } from "#core/images/make-share-image";
import type { Database } from "#db/client";
import type { MediaCache } from "./media-cache";

const CONTENT_TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
const FILE_NAME = /^[A-Za-z0-9_-]{16}-\d{1,5}\.(avif|webp|jpg)$/;
const SHARE_FILE_NAME = /^[A-Za-z0-9_-]{16}-\d{1,5}\.jpg$/;

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
  const serve = (
    load: (fileName: string) => Promise<ImageVariantFile | null>,
    { prefix = "", pattern = FILE_NAME } = {},
  ) =>
    async function serveVariant(c: Context) {
      const fileName = c.req.param("fileName") ?? "";
      if (!pattern.test(fileName)) return c.notFound();
      const key = `${prefix}${fileName}`;
      const etag = `"${key}"`;
      const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
      if (matchesEtag(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
      let variant = cache?.get(key) ?? null;
      if (!variant) {
        variant = await load(fileName);
        if (!variant) return c.notFound();
        cache?.set(key, variant);
      }
      const { data } = variant;
      return c.body(new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength), 200, {
        ...headers,
        "Content-Type": CONTENT_TYPES[variant.format] ?? "application/octet-stream",
        "Content-Length": String(variant.byteSize),
      });
    };
  // A stored image cropped for social sites' link previews (og:image), made on first request.
  routes.get(
    "/share/:fileName",
    serve((fileName) => makeShareImage({ db, fileName }), { prefix: "share/", pattern: SHARE_FILE_NAME }),
  );
  routes.get(
    "/:fileName",
    serve((fileName) => getImageVariant({ db, fileName })),
  );
  return routes;
}
