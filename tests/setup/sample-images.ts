import zlib from "node:zlib";
import sharp from "sharp";

/** Images made on the fly for tests: every accepted format, a phone photo, and the files a store must refuse. */

export type SampleFormat = "jpeg" | "png" | "gif" | "webp";

/** A picture with some detail (so encoders have something to keep) in the given format. */
export function samplePicture(format: SampleFormat, width = 800, height = 600): Promise<Buffer> {
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c33"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .composite([{ input: circle }])
    .toFormat(format)
    .toBuffer();
}

/** A JPEG as a phone takes it: camera make and model, and where it was taken. */
export function photoWithLocation(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

/** An SVG that would run a script if a browser opened it from this site. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    "<script>alert(document.cookie)</script><rect width='10' height='10'/></svg>",
);

/** Plain text, whatever name it is given. */
export const TEXT_FILE = Buffer.from("This is a shopping list, not a photo.\nMilk\nBread\n");

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a file of a few hundred bytes whose header claims
 * 60000x60000 pixels (10.8 GB once decoded as RGB).
 */
export function decompressionBomb(width = 60_000, height = 60_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const firstRows = zlib.deflateSync(Buffer.alloc(width * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", firstRows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first part of a real file: the header is fine, the pixels stop short. */
export function truncated(file: Buffer, keep = 0.6): Buffer {
  return file.subarray(0, Math.floor(file.length * keep));
}

/**
 * A picture with a transparent background: a red disc on nothing, as a logo
 * or a cut-out portrait is saved. Its corners are fully transparent.
 */
export function transparentPicture(width = 800, height = 600): Promise<Buffer> {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c33"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: disc }])
    .png()
    .toBuffer();
}

/**
 * The start of an iPhone photo: an HEIF file whose `ftyp` box names the HEIC
 * brands, then a `meta` box. Enough for anything that reads the signature.
 */
export function heicPhoto(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic", "ascii"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mif1heic", "ascii"),
  ]);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 0x22]), Buffer.from("meta", "ascii"), Buffer.alloc(0x1e)]);
  return Buffer.concat([ftyp, meta, Buffer.alloc(2048, 0x5a)]);
}
