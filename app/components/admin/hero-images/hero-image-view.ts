import type { HeroImageManagerData } from "#app/lib/hero-images/load-hero-images.server";

/** One image as the manager's page receives it from the loader. */
export type HeroImageView = HeroImageManagerData["images"][number];
