import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageVariants } from "../../db/schema";
import { IMAGE_MAX_BYTES } from "../../rules/images";
import { withTestDatabase } from "../../tests/setup/database";
import { detectImageType, ImageRejectedError, storeImage } from "./store-image";

const database = withTestDatabase();

async function photoWithLocation(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

describe("image store", () => {
  it("recognises images by their content, not their name", async () => {
    expect(
      detectImageType(
        await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
      ),
    ).toBe("png");
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    expect(detectImageType(Buffer.from("GIF89a"))).toBe("gif");
  });

  it("drops a photo's location and camera data from every copy it serves", async () => {
    const original = await photoWithLocation(800, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const image = await storeImage({
      db: database.db(),
      bytes: original,
      purpose: "portrait",
      maxBytes: IMAGE_MAX_BYTES,
    });
    expect(image).toMatchObject({ width: 800, height: 600, byteSize: original.length });

    const variants = await database.db().select().from(imageVariants).where(eq(imageVariants.imageId, image.id));
    expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    expect(new Set(variants.map((variant) => variant.width))).toEqual(new Set([160, 320, 640]));
    for (const variant of variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(variant.data.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("never enlarges a small image", async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const image = await storeImage({ db: database.db(), bytes: small, purpose: "hero", maxBytes: IMAGE_MAX_BYTES });
    const variants = await database.db().select().from(imageVariants).where(eq(imageVariants.imageId, image.id));
    expect(Math.max(...variants.map((variant) => variant.width))).toBe(200);
  });

  it("refuses what is not an image, or is too large, and stores nothing", async () => {
    await expect(
      storeImage({ db: database.db(), bytes: Buffer.from("<svg></svg>"), purpose: "hero", maxBytes: IMAGE_MAX_BYTES }),
    ).rejects.toThrow(new ImageRejectedError("File must be an image"));
    const photo = await photoWithLocation(100, 100);
    const oversized = Buffer.concat([photo, Buffer.alloc(IMAGE_MAX_BYTES)]);
    await expect(
      storeImage({ db: database.db(), bytes: oversized, purpose: "cover", maxBytes: IMAGE_MAX_BYTES }),
    ).rejects.toThrow("Image size must be less than 5MB");
    // A truncated JPEG has the right first bytes but does not decode.
    await expect(
      storeImage({ db: database.db(), bytes: photo.subarray(0, 40), purpose: "hero", maxBytes: IMAGE_MAX_BYTES }),
    ).rejects.toThrow("File must be an image");
    expect(await database.db().select().from(imageVariants)).toHaveLength(0);
  });

  it("stores the same upload once", async () => {
    const photo = await photoWithLocation(300, 300);
    const first = await storeImage({ db: database.db(), bytes: photo, purpose: "portrait", maxBytes: IMAGE_MAX_BYTES });
    const second = await storeImage({
      db: database.db(),
      bytes: photo,
      purpose: "portrait",
      maxBytes: IMAGE_MAX_BYTES,
    });
    expect(second.id).toBe(first.id);
  });
});
