import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storeImage } from "#core/images/store-image";
import { imageVariants } from "#db/schema";
import { HERO_IMAGE_MAX_BYTES } from "#rules/images";
import { withTestDatabase } from "#tests/setup/database";
import { samplePicture } from "#tests/setup/sample-images";
import { createApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./logger";

const database = withTestDatabase();

function app() {
  return createApp({
    database: database.handle(),
    config: loadEnv({ NODE_ENV: "production" }, {}),
    logger: createLogger("silent"),
    build: () => Promise.reject(new Error("pages are not part of this test")),
  });
}

async function storedVariants() {
  const image = await storeImage({
    db: database.db(),
    bytes: await samplePicture("jpeg", 700, 400),
    purpose: "hero",
    maxBytes: HERO_IMAGE_MAX_BYTES,
  });
  return database.db().select().from(imageVariants).where(eq(imageVariants.imageId, image.id));
}

describe("/media", () => {
  it("serves each stored variant under its content-hashed name, cached for a year", async () => {
    const variants = await storedVariants();
    // Two widths, and the hero's 3:5 crop for phones, in three formats each.
    expect(variants).toHaveLength(9);
    for (const variant of variants) {
      expect(variant.fileName).toMatch(/^[A-Za-z0-9_-]{16}-\d+\.(avif|webp|jpg)$/);
      const response = await app().request(`/media/${variant.fileName}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${variant.fileName}"`);
      expect(response.headers.get("content-type")).toBe(`image/${variant.format}`);
      // Already compressed: sent as stored.
      expect(response.headers.get("content-encoding")).toBeNull();
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(variant.data)).toBe(true);
      expect((await sharp(body).metadata()).width).toBe(variant.width);
    }
  });

  it("answers 304 without a body when the browser already has the file", async () => {
    const [variant] = await storedVariants();
    const name = variant?.fileName ?? "";
    for (const ifNoneMatch of [`"${name}"`, `W/"${name}"`, `"other", "${name}"`, "*"]) {
      const response = await app().request(`/media/${name}`, { headers: { "If-None-Match": ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(`"${name}"`);
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    }
    const stale = await app().request(`/media/${name}`, { headers: { "If-None-Match": '"AAAAAAAAAAAAAAAA-640.jpg"' } });
    expect(stale.status).toBe(200);
  });

  it("answers 404 for unknown or malformed names", async () => {
    await storedVariants();
    for (const name of ["AAAAAAAAAAAAAAAA-640.avif", "..%2F..%2Fetc%2Fpasswd", "abc.jpg", "AAAAAAAAAAAAAAAA-640.svg"]) {
      expect((await app().request(`/media/${name}`)).status, name).toBe(404);
    }
  });

  it("may be read from any origin, as mail programs and the back office's sandboxed preview read an email's images, keeping every other security header", async () => {
    const [variant] = await storedVariants();
    const media = await app().request(`/media/${variant?.fileName}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    expect(media.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(media.headers.get("x-frame-options")).toBe("DENY");
    // Only stored images: every other answer stays same-origin.
    const health = await app().request("/healthz");
    expect(health.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
