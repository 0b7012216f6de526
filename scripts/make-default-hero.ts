/**
 * Writes the built-in hero image shown when a page has no hero chosen:
 * public/images/hero-default-{640,1280,1920}.{avif,webp,jpg}, and its centred
 * 3:5 crop for phones held upright, hero-default-portrait-{640,828,1170}.*
 * (the same crop stored heroes get; core/images/store-image.ts).
 * Run with: npx tsx scripts/make-default-hero.ts
 */

import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { PORTRAIT_CROP } from "#core/images/store-image";
import { defaultHeroSvg } from "#core/seed/art";
import { fromRoot } from "#db/project-root";

const WIDTHS = [640, 1280, 1920] as const;

const FORMATS = [
  { extension: "avif", encode: (image: Sharp) => image.avif({ quality: 50, effort: 4 }) },
  { extension: "webp", encode: (image: Sharp) => image.webp({ quality: 72 }) },
  { extension: "jpg", encode: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true, progressive: true }) },
] as const;

async function main(): Promise<void> {
  const outputDir = fromRoot("public", "images");
  await fs.mkdir(outputDir, { recursive: true });

  // Rasterise once at full size; every variant is scaled from these pixels.
  const master = await sharp(Buffer.from(defaultHeroSvg())).png().toBuffer();

  let total = 0;
  for (const width of WIDTHS) {
    for (const format of FORMATS) {
      const image = sharp(master).resize({ width });
      const data = await format.encode(image).toBuffer();
      const file = path.join(outputDir, `hero-default-${width}.${format.extension}`);
      await fs.writeFile(file, data);
      total += data.byteLength;
      console.log(`${path.relative(fromRoot(), file)}  ${(data.byteLength / 1024).toFixed(1)} KB`);
    }
  }
  // The crop is 1950 px tall at its widest: drawn at twice the size so nothing is enlarged.
  const tallMaster = await sharp(Buffer.from(defaultHeroSvg()), { density: 144 }).png().toBuffer();
  for (const width of PORTRAIT_CROP.widths) {
    const height = Math.round(width / PORTRAIT_CROP.aspect);
    for (const format of FORMATS) {
      const image = sharp(tallMaster).resize({ width, height, fit: "cover", position: "centre" });
      const data = await format.encode(image).toBuffer();
      const file = path.join(outputDir, `hero-default-portrait-${width}.${format.extension}`);
      await fs.writeFile(file, data);
      total += data.byteLength;
      console.log(`${path.relative(fromRoot(), file)}  ${(data.byteLength / 1024).toFixed(1)} KB`);
    }
  }
  console.log(`total  ${(total / 1024).toFixed(1)} KB`);
}

await main();
