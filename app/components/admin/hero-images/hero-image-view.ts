import type { HeroImageManagerData } from "../../../lib/hero-images/load-hero-images.server";

/** One image as the manager's page receives it from the loader. */
export type HeroImageView = HeroImageManagerData["images"][number];
