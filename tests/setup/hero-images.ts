import type { HeroImageActor, HeroImageSource } from "#core/hero-images/source-columns";
import { storeImage } from "#core/images/store-image";
import type { Executor } from "#db/client";
import { HERO_IMAGE_MAX_BYTES } from "#rules/images";
import { type SampleFormat, samplePicture } from "./sample-images";

/** The admin the hero image tests act as. */
export const heroActor: HeroImageActor = {
  adminUserId: null,
  actorEmail: "owner@example.com",
  ipAddress: "203.0.113.9",
};

/** A picture put in the image store, ready to become a hero image. */
export async function storedSource(
  db: Executor,
  { format = "jpeg", width = 1600, height = 900 }: { format?: SampleFormat; width?: number; height?: number } = {},
): Promise<HeroImageSource> {
  const bytes = await samplePicture(format, width, height);
  return { kind: "stored", image: await storeImage({ db, bytes, purpose: "hero", maxBytes: HERO_IMAGE_MAX_BYTES }) };
}

export function linkSource(url = "https://images.example.com/beach.jpg"): HeroImageSource {
  return { kind: "linked", url, width: 2400, height: 1600 };
}

/** Name, description and page as the modal sends them. */
export function heroFields(
  name: string,
  pageAssignment: "unassigned" | "home" | "coaching" | "events" | "about" | "faq" = "home",
  isActive = false,
) {
  return { name, description: `${name} description`, pageAssignment, isActive };
}
