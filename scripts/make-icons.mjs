// Makes the site's icon set and default share image from public/favicon.svg
// and the default hero. Run it again after changing either; the outputs are
// committed, so building the site never needs it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const svg = fs.readFileSync(path.join(publicDir, "favicon.svg"));
const BACKGROUND = "#fbfaf7";

const png = (size, { padded = false } = {}) => {
  const inner = padded ? Math.round(size * 0.8) : size;
  const icon = sharp(svg, { density: 72 * (inner / 32) * 2 }).resize(inner, inner);
  if (!padded) return icon.png().toBuffer();
  // Phones put the icon on a square of their own; it gets a background and some room.
  return icon
    .png()
    .toBuffer()
    .then((art) =>
      sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
        .composite([{ input: art, gravity: "centre" }])
        .png()
        .toBuffer(),
    );
};

/** An .ico holding PNG images (every browser since 2010 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icoImages = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })));
fs.writeFileSync(path.join(publicDir, "favicon.ico"), ico(icoImages));
fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(180, { padded: true }));
fs.writeFileSync(path.join(publicDir, "icon-192.png"), await png(192, { padded: true }));
fs.writeFileSync(path.join(publicDir, "icon-512.png"), await png(512, { padded: true }));

await sharp(path.join(publicDir, "images", "hero-default-1920.jpg"))
  .resize(1200, 630, { fit: "cover", position: "attention" })
  .jpeg({ quality: 80, mozjpeg: true, progressive: true })
  .toFile(path.join(publicDir, "images", "share-default.jpg"));
