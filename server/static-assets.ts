import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".json", ".map", ".txt", ".xml", ".svg", ".webmanifest"]);

/** The compressed copies the build writes beside each compressible file. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Whether a built file is worth sending compressed (and gets .br and .gz copies from the build). */
export function isCompressible(name: string, size: number): boolean {
  return COMPRESSIBLE.has(path.extname(name).toLowerCase()) && size > 512;
}

type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
};

function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * Serves the built client folder from memory. Files under /assets/ carry a
 * content hash in their names and are cached for a year; the rest (favicon,
 * default images) for an hour. Text files are compressed once, at start.
 */
export function staticAssets(clientDir: string): MiddlewareHandler {
  const files = new Map<string, StaticFile>();
  for (const urlPath of listFiles(clientDir)) {
    if (PRECOMPRESSED.test(urlPath)) continue;
    const extension = path.extname(urlPath).toLowerCase();
    const file = path.join(clientDir, urlPath);
    const body = fs.readFileSync(file);
    const compressible = isCompressible(urlPath, body.length);
    // Written by the build (scripts/build.mjs), so a start does not spend seconds compressing.
    const stored = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    files.set(urlPath, {
      body,
      brotli: compressible ? (stored(".br") ?? zlib.brotliCompressSync(body)) : undefined,
      gzip: compressible ? (stored(".gz") ?? zlib.gzipSync(body, { level: 9 })) : undefined,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(decodeURIComponent(c.req.path));
    if (!file) return next();

    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === file.etag) {
      return c.body(null, 304, headers);
    }
    const accepted = c.req.header("accept-encoding") ?? "";
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accepted)) {
      body = file.brotli;
      headers["Content-Encoding"] = "br";
    } else if (file.gzip && /\bgzip\b/.test(accepted)) {
      body = file.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
