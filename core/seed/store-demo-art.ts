import { loadSharp } from "#core/images/sharp";
import { type ImagePurpose, type StoredImage, storeImage } from "#core/images/store-image";
import type { Executor } from "#db/client";
import { HERO_IMAGE_MAX_BYTES } from "#rules/images";
import { classCoverSvg, heroLandscapeSvg, portraitSvg } from "./art";
import { demoClassTypes, demoHeroImages, demoTeamMembers, demoTestimonials } from "./demo-content";

/** The demo's pictures once stored, by drawing (the SVG text). */
export type DemoArt = Map<string, StoredImage>;

async function storeArt(db: Executor, svg: string, purpose: ImagePurpose) {
  // Heroes are drawn 1950 px tall, like a good photo, so their portrait crop
  // for phones reaches its full 1170 px width (core/images/store-image.ts).
  const density = purpose === "hero" ? 130 : 72;
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(svg), { density }).png({ compressionLevel: 1 }).toBuffer();
  return storeImage({ db, bytes: png, purpose, maxBytes: HERO_IMAGE_MAX_BYTES });
}

/**
 * Draws and stores every picture of the demo content, each image in a short
 * transaction of its own, so that the transaction adding the demo rows
 * (given the result as `art`) does no image work: on the embedded database
 * a transaction holds the only connection, and the site waits while it runs.
 * Images are stored by their bytes' hash, so storing them twice (two
 * instances starting together) keeps one copy.
 */
export async function storeDemoArt({ db }: { db: Executor }): Promise<DemoArt> {
  const drawings: [string, ImagePurpose][] = [
    ...demoTeamMembers.map((member): [string, ImagePurpose] => [portraitSvg(member.portrait), "portrait"]),
    ...demoTestimonials.flatMap((testimonial): [string, ImagePurpose][] =>
      testimonial.withImage && testimonial.portrait ? [[portraitSvg(testimonial.portrait), "portrait"]] : [],
    ),
    ...demoClassTypes.map((classType): [string, ImagePurpose] => [
      classCoverSvg({ title: classType.title, palette: classType.cover.palette }),
      "cover",
    ]),
    ...demoHeroImages.map((hero): [string, ImagePurpose] => [heroLandscapeSvg(hero.page), "hero"]),
  ];
  const art: DemoArt = new Map();
  for (const [svg, purpose] of drawings) art.set(svg, await storeArt(db, svg, purpose));
  return art;
}
