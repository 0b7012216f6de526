import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HERO_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#rules/images";

/** Room for the multipart boundaries and the form's other fields next to the largest allowed image. */
export const MULTIPART_OVERHEAD_BYTES = 128 * 1024;

const ADMIN_WRITES = /^\/(?:api\/)?admin(?:\/|\.data$|$)/i;
const HERO_WRITES = /^\/(?:api\/)?admin\/hero-images(?:\/|\.data$|$)/i;

function limitFor(imageBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: imageBytes + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => {
      c.header("Cache-Control", "no-store");
      // The connection may still be sending; closing it stops the upload instead of draining it.
      c.header("Connection", "close");
      return c.json({ error: IMAGE_MESSAGES.tooLarge(imageBytes) }, 413);
    },
  });
}

/**
 * Refuses an admin write whose body is larger than the largest image it may
 * carry, before the body is read whole: by its Content-Length when it gives
 * one, else as soon as the stream passes the limit. Hero images may be 10MB,
 * every other image 5MB.
 */
export function adminBodyLimit(): MiddlewareHandler {
  const hero = limitFor(HERO_IMAGE_MAX_BYTES);
  const other = limitFor(IMAGE_MAX_BYTES);
  return (c, next) => {
    const { path, method } = c.req;
    if (method === "GET" || method === "HEAD" || !ADMIN_WRITES.test(path)) return next();
    return HERO_WRITES.test(path) ? hero(c, next) : other(c, next);
  };
}
