import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { images, imageVariants } from "#db/schema";
import {
  HERO_IMAGE_MAX_BYTES,
  IMAGE_DIMENSION_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  MB,
  PAGE_BACKGROUND,
} from "#rules/images";
import { withTestDatabase } from "#tests/setup/database";
import {
  decompressionBomb,
  heicPhoto,
  photoWithLocation,
  SVG_WITH_SCRIPT,
  samplePicture,
  TEXT_FILE,
  transparentPicture,
  truncated,
} from "#tests/setup/sample-images";
import { detectImageType } from "./detect-image-type";
import { getResponsiveImages } from "./get-responsive-images";
import { isHeicPhoto } from "./is-heic-photo";
import { ImageRejectedError, storeImage } from "./store-image";

const database = withTestDatabase();

function storeHero(bytes: Uint8Array) {
  return storeImage({ db: database.db(), bytes, purpose: "hero", maxBytes: HERO_IMAGE_MAX_BYTES });
}

async function variantsOf(imageId: string) {
  return database.db().select().from(imageVariants).where(eq(imageVariants.imageId, imageId));
}

describe("image store", () => {
  it("recognises images by their content, not their name", async () => {
    expect(detectImageType(await samplePicture("png", 2, 2))).toBe("png");
    expect(detectImageType(SVG_WITH_SCRIPT)).toBeNull();
    expect(detectImageType(TEXT_FILE)).toBeNull();
    expect(detectImageType(Buffer.from("GIF89a"))).toBe("gif");
  });

  it.each(["jpeg", "png", "gif", "webp"] as const)("accepts a %s and records its real dimensions", async (format) => {
    const file = await samplePicture(format, 1500, 1000);
    const image = await storeHero(file);
    expect(image).toMatchObject({ width: 1500, height: 1000, byteSize: file.length });
    const [row] = await database.db().select().from(images).where(eq(images.id, image.id));
    expect(row?.sourceType).toBe(format);

    const all = await variantsOf(image.id);
    // Three widths of the picture, and its 3:5 crop for phones (600x1000, all a 1000 px tall source allows).
    expect(all).toHaveLength(12);
    for (const variant of all) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
    const variants = all.filter((variant) => variant.width > variant.height);
    for (const variant of variants) expect(variant.height).toBe(Math.round((variant.width * 1000) / 1500));
    expect(new Set(variants.map((variant) => variant.width))).toEqual(new Set([640, 1280, 1500]));
    expect(
      all.filter((variant) => variant.height > variant.width).map((variant) => [variant.width, variant.height]),
    ).toEqual([
      [600, 1000],
      [600, 1000],
      [600, 1000],
    ]);
  });

  it("gives a landscape hero a centred 3:5 crop for phones at 640, 828 and 1170 px, read as its portrait srcset", async () => {
    const image = await storeHero(await samplePicture("png", 3000, 2000));
    const crops = (await variantsOf(image.id)).filter((variant) => variant.height > variant.width);
    expect(new Set(crops.map((variant) => `${variant.width}x${variant.height}`))).toEqual(
      new Set(["640x1067", "828x1380", "1170x1950"]),
    );
    const read = (await getResponsiveImages({ db: database.db(), imageIds: [image.id] })).get(image.id);
    expect(read?.portraitSrcSet?.avif).toMatch(
      /^\/media\/\S+-640\.avif 640w, \/media\/\S+-828\.avif 828w, \/media\/\S+-1170\.avif 1170w$/,
    );
    expect(read?.portraitSrcSet?.jpeg.split(", ")).toHaveLength(3);
    // The landscape srcset keeps only the picture's own shape.
    expect(read?.srcSet.avif).toMatch(/-640\.avif 640w, .*-1280\.avif 1280w, .*-1920\.avif 1920w$/);
    expect(read?.srcSet.avif.split(", ")).toHaveLength(3);

    // A portrait picture, or an image for another purpose, has no crop.
    const upright = await storeHero(await samplePicture("png", 600, 900));
    const cover = await storeImage({
      db: database.db(),
      bytes: await samplePicture("png", 1500, 1000),
      purpose: "cover",
      maxBytes: IMAGE_MAX_BYTES,
    });
    const others = await getResponsiveImages({ db: database.db(), imageIds: [upright.id, cover.id] });
    expect(others.get(upright.id)?.portraitSrcSet).toBeNull();
    expect(others.get(upright.id)?.srcSet.jpeg).toMatch(/-600\.jpg 600w$/);
    expect(others.get(cover.id)?.portraitSrcSet).toBeNull();
  });

  it("keeps copies for each of two uploads with the same pixels but different bytes", async () => {
    const photo = await samplePicture("jpeg", 800, 500);
    // The same JPEG with a comment segment (FF FE) after its start marker: other bytes, same pixels.
    const comment = Buffer.from("saved again by another app");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(comment.length + 2);
    const commented = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      comment,
      photo.subarray(2),
    ]);
    const first = await storeHero(photo);
    const second = await storeHero(commented);
    expect(second.id).not.toBe(first.id);
    const [firstCopies, secondCopies] = [await variantsOf(first.id), await variantsOf(second.id)];
    expect(firstCopies).toHaveLength(9);
    expect(secondCopies).toHaveLength(9);
    const names = new Set([...firstCopies, ...secondCopies].map((variant) => variant.fileName));
    expect(names.size).toBe(18); // 9 copies each (three sizes and the phone crop, in three formats)
  });

  it("records the dimensions a photo is shown at once its camera rotation is applied", async () => {
    const sideways = await sharp(await samplePicture("jpeg", 600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await storeHero(sideways);
    expect(image).toMatchObject({ width: 400, height: 600 });
  });

  it("drops a phone photo's GPS position and camera data from every copy it serves", async () => {
    const original = await photoWithLocation(800, 600);
    const exif = (await sharp(original).metadata()).exif ?? Buffer.alloc(0);
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => exif.includes(tag))).toBe(true);
    expect(exif.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const image = await storeImage({
      db: database.db(),
      bytes: original,
      purpose: "portrait",
      maxBytes: IMAGE_MAX_BYTES,
    });
    expect(image).toMatchObject({ width: 800, height: 600, byteSize: original.length });

    const variants = await variantsOf(image.id);
    expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    expect(new Set(variants.map((variant) => variant.width))).toEqual(new Set([160, 320, 640]));
    for (const variant of variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(variant.data.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect(variant.data.includes(Buffer.from("Exif\0\0"))).toBe(false);
    }
  });

  it("keeps a transparent PNG transparent in AVIF and WebP, and lays its JPEG copy on the page's background, not black", async () => {
    const image = await storeImage({
      db: database.db(),
      bytes: await transparentPicture(640, 480),
      purpose: "portrait",
      maxBytes: IMAGE_MAX_BYTES,
    });
    const background = [1, 3, 5].map((start) => Number.parseInt(PAGE_BACKGROUND.slice(start, start + 2), 16));
    const variants = await variantsOf(image.id);
    expect(variants).toHaveLength(9);
    for (const variant of variants) {
      const { data, info } = await sharp(variant.data).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return [...data.subarray(at, at + info.channels)];
      };
      const corner = pixel(2, 2);
      const middle = pixel(Math.floor(info.width / 2), Math.floor(info.height / 2));
      if (variant.format === "jpeg") {
        expect(info.channels).toBe(3);
        for (const [channel, value] of corner.entries())
          expect(Math.abs(value - (background[channel] ?? 0))).toBeLessThan(6);
      } else {
        expect(info.channels).toBe(4);
        expect(corner[3]).toBe(0);
      }
      // The disc itself stays red, opaque.
      expect(middle[0]).toBeGreaterThan(170);
      expect(middle[1]).toBeLessThan(90);
      expect(middle.slice(0, 3).some((value) => value > 40)).toBe(true);
    }
  });

  it("tells an iPhone's HEIC photo apart and says how to send a JPEG instead", async () => {
    expect(isHeicPhoto(heicPhoto())).toBe(true);
    expect(isHeicPhoto(await samplePicture("png", 2, 2))).toBe(false);
    // An AVIF is HEIF too, but not an iPhone's HEIC.
    expect(
      isHeicPhoto(
        await sharp(await samplePicture("png", 8, 8))
          .avif()
          .toBuffer(),
      ),
    ).toBe(false);
    await expect(storeHero(heicPhoto())).rejects.toThrow(new ImageRejectedError(IMAGE_MESSAGES.heicNotSupported));
    expect(await database.db().select().from(images)).toHaveLength(0);
  });

  it("never enlarges a small image", async () => {
    const image = await storeHero(await samplePicture("png", 200, 100));
    const variants = await variantsOf(image.id);
    expect(Math.max(...variants.map((variant) => variant.width))).toBe(200);
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string][] = [
    ["an SVG with a script", () => SVG_WITH_SCRIPT, IMAGE_MESSAGES.notAnImage],
    ["a text file named photo.jpg", () => TEXT_FILE, IMAGE_MESSAGES.notAnImage],
    [
      "an 11 MB file",
      async () => Buffer.concat([await samplePicture("jpeg"), Buffer.alloc(11 * MB)]),
      "Image size must be less than 10MB",
    ],
    ["a truncated JPEG", async () => truncated(await samplePicture("jpeg")), IMAGE_MESSAGES.notAnImage],
    ["a truncated PNG", async () => truncated(await samplePicture("png")), IMAGE_MESSAGES.notAnImage],
    ["a GIF cut after its header", async () => truncated(await samplePicture("gif"), 0.05), IMAGE_MESSAGES.notAnImage],
    [
      "a PNG signature followed by junk",
      () => Buffer.concat([decompressionBomb().subarray(0, 8), TEXT_FILE]),
      IMAGE_MESSAGES.notAnImage,
    ],
    ["a decompression bomb of 60000x60000 pixels", () => decompressionBomb(), IMAGE_DIMENSION_MESSAGE],
  ];

  it.each(refusals)("refuses %s and stores nothing", async (_, makeFile, message) => {
    await expect(storeHero(await makeFile())).rejects.toThrow(new ImageRejectedError(message));
    expect(await database.db().select().from(images)).toHaveLength(0);
    expect(await database.db().select().from(imageVariants)).toHaveLength(0);
  });

  it("keeps the 5MB limit for images other than heroes", async () => {
    const sixMegabytes = Buffer.concat([await samplePicture("jpeg"), Buffer.alloc(6 * MB)]);
    await expect(
      storeImage({ db: database.db(), bytes: sixMegabytes, purpose: "cover", maxBytes: IMAGE_MAX_BYTES }),
    ).rejects.toThrow("Image size must be less than 5MB");
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
    expect(await database.db().select().from(images)).toHaveLength(1);
  });
});
