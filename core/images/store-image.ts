import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Metadata, Sharp } from "sharp";
import type { Executor } from "#db/client";
import { images, imageVariants } from "#db/schema";
import { IMAGE_DIMENSION_MESSAGE, IMAGE_MESSAGES, PAGE_BACKGROUND } from "#rules/images";
import { detectImageType, type SourceType } from "./detect-image-type";
import { isHeicPhoto } from "./is-heic-photo";
import { oneImageAtATime } from "./one-image-at-a-time";
import { loadSharp } from "./sharp";

/** Widths each kind of image is encoded at; the browser picks one through srcset. */
const VARIANT_WIDTHS = {
  hero: [640, 1280, 1920],
  portrait: [160, 320, 640],
  cover: [480, 960, 1440],
} as const;

export type ImagePurpose = keyof typeof VARIANT_WIDTHS;

/**
 * A hero fills a tall box on a phone held upright (390x658 CSS px on a common
 * phone, at 3 device pixels per CSS pixel): a landscape picture there shows
 * only its middle third, stretched. Heroes therefore also get a centred 3:5
 * crop at phone widths (1170 = 390 x 3), picked by `<source media>`.
 */
export const PORTRAIT_CROP = { widths: [640, 828, 1170], aspect: 3 / 5 } as const;

type SharpImage = Sharp;

// AVIF and WebP keep an image's transparency. JPEG has none: a transparent
// picture's JPEG copy is laid on the page's background, where libvips would
// otherwise give it a black one (decision 058).
// AVIF at effort 0 encodes about five times faster than at 2 for files within 5% of
// the size and 0.2 dB of PSNR (measured on a 1280 px photo; see BENCHMARKS.md).
const FORMATS = [
  { format: "avif", extension: "avif", encode: (image: SharpImage) => image.avif({ quality: 50, effort: 0 }) },
  { format: "webp", extension: "webp", encode: (image: SharpImage) => image.webp({ quality: 74 }) },
  {
    format: "jpeg",
    extension: "jpg",
    encode: (image: SharpImage) =>
      image.flatten({ background: PAGE_BACKGROUND }).jpeg({ quality: 76, mozjpeg: true, progressive: true }),
  },
] as const;

export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Each width is resized once from the decoded pixels, then encoded in every
 * format. A copy's name hashes its bytes together with its image's source
 * hash: two uploads with the same pixels (only a JPEG comment apart, say)
 * encode to the same bytes, yet each image keeps copies of its own.
 */
async function encodeVariants(decoded: RawImage, purpose: ImagePurpose, sourceHash: string) {
  const { width, height, channels } = decoded.info;
  const widths: number[] = VARIANT_WIDTHS[purpose].filter((w) => w < width);
  widths.push(Math.min(width, VARIANT_WIDTHS[purpose].at(-1) ?? width));
  const sharp = await loadSharp();
  const raw = (data: Buffer, w: number, h: number) => sharp(data, { raw: { width: w, height: h, channels } });

  const sizes: { width: number; height?: number }[] = [...new Set(widths)].map((w) => ({ width: w }));
  // The portrait crop of a landscape hero: never wider than the source's own 3:5 middle.
  if (purpose === "hero" && width > height) {
    const cropWidth = Math.floor(height * PORTRAIT_CROP.aspect);
    const cropWidths: number[] = PORTRAIT_CROP.widths.filter((w) => w < cropWidth);
    cropWidths.push(Math.min(cropWidth, PORTRAIT_CROP.widths.at(-1) ?? cropWidth));
    for (const w of new Set(cropWidths)) sizes.push({ width: w, height: Math.round(w / PORTRAIT_CROP.aspect) });
  }

  // One copy at a time: each resize and encode holds its own pixels and
  // libvips buffers, and all of them at once would multiply the peak.
  const variants = [];
  for (const size of sizes) {
    const resized =
      size.width === width && size.height === undefined
        ? decoded
        : await raw(decoded.data, width, height)
            .resize({ width: size.width, height: size.height, fit: "cover", position: "centre" })
            .raw()
            .toBuffer({ resolveWithObject: true });
    for (const { format, extension, encode } of FORMATS) {
      const { data, info } = await encode(raw(resized.data, resized.info.width, resized.info.height)).toBuffer({
        resolveWithObject: true,
      });
      const hash = createHash("sha256").update(sourceHash).update(data).digest("base64url").slice(0, 16);
      variants.push({
        fileName: `${hash}-${info.width}.${extension}`,
        format,
        width: info.width,
        height: info.height,
        byteSize: data.length,
        data,
      });
    }
  }
  return variants;
}

export type StoredImage = { id: string; width: number; height: number; byteSize: number };

/**
 * The most pixels an upload may have (a 48-megapixel phone photo fits). A
 * small file can declare enormous dimensions and take gigabytes to decode,
 * so the declared size is read from the header before anything is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** The header's format name for each accepted type, as sharp reports it. */
const SHARP_FORMATS: Record<SourceType, string> = { jpeg: "jpeg", png: "png", gif: "gif", webp: "webp" };

/** Reads the header only: refuses a file that is not what its first bytes claim, or that would decode too large. */
async function checkHeader(bytes: Uint8Array, sourceType: SourceType): Promise<void> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.notAnImage);
  }
  const { format, width, height } = metadata;
  if (format !== SHARP_FORMATS[sourceType] || !width || !height) {
    throw new ImageRejectedError(IMAGE_MESSAGES.notAnImage);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejectedError(IMAGE_DIMENSION_MESSAGE);
}

/**
 * Stores an uploaded image: checks what it really is, decodes it, drops its
 * metadata (a phone photo's GPS position must not reach the site) and keeps
 * AVIF, WebP and JPEG copies at the widths of its purpose.
 */
export async function storeImage({
  db,
  bytes,
  purpose,
  maxBytes,
}: {
  db: Executor;
  bytes: Uint8Array;
  purpose: ImagePurpose;
  maxBytes: number;
}): Promise<StoredImage> {
  if (bytes.byteLength > maxBytes) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge(maxBytes));
  const sourceType = detectImageType(bytes);
  if (!sourceType && isHeicPhoto(bytes)) throw new ImageRejectedError(IMAGE_MESSAGES.heicNotSupported);
  if (!sourceType) throw new ImageRejectedError(IMAGE_MESSAGES.notAnImage);
  await checkHeader(bytes, sourceType);

  const sourceHash = createHash("sha256").update(bytes).digest("hex");
  const existing = await db.select().from(images).where(eq(images.sourceHash, sourceHash)).limit(1);
  if (existing[0]) return existing[0];

  const { width, height, variants } = await oneImageAtATime(async () => {
    let decoded: RawImage;
    try {
      // rotate() applies the EXIF orientation before the metadata is dropped;
      // failOn "error" refuses truncated and corrupt files instead of padding them with grey.
      const sharp = await loadSharp();
      decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .toColourspace("srgb")
        .raw({ depth: "uchar" })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new ImageRejectedError(IMAGE_MESSAGES.notAnImage);
    }
    return { ...decoded.info, variants: await encodeVariants(decoded, purpose, sourceHash) };
  });

  // The image and its copies are kept together or not at all.
  return db.transaction(async (tx) => {
    const [image] = await tx
      .insert(images)
      .values({ sourceHash, sourceType, width, height, byteSize: bytes.byteLength })
      .onConflictDoNothing({ target: images.sourceHash })
      .returning();
    if (!image) {
      // The same upload was stored by a concurrent request.
      const [stored] = await tx.select().from(images).where(eq(images.sourceHash, sourceHash));
      if (!stored) throw new Error("Image insert returned no row");
      return stored;
    }
    await tx.insert(imageVariants).values(variants.map((variant) => ({ ...variant, imageId: image.id })));
    return image;
  });
}
