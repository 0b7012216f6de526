import type { AppLoadContext } from "react-router";
import { getActiveHeroImage } from "#core/hero-images/get-active-hero-image";
import type { ResponsiveImage } from "#core/images/get-responsive-images";
import type { HeroPage } from "#rules/allowed-values";
import { errorFields } from "#server/database-outage";

export type HeroData =
  | { kind: "stored"; image: ResponsiveImage; alt: string }
  | { kind: "linked"; url: string; width: number; height: number; alt: string }
  | { kind: "default"; failed: boolean };

/** The hero of a page: its active image, else the shipped default (flagged when the read failed). */
export async function loadHero(context: AppLoadContext, page: HeroPage): Promise<HeroData> {
  try {
    const hero = await getActiveHeroImage({ db: context.db, page });
    if (hero?.image) return { kind: "stored", image: hero.image, alt: hero.description };
    if (hero?.imageUrl) {
      return { kind: "linked", url: hero.imageUrl, width: hero.width, height: hero.height, alt: hero.description };
    }
    return { kind: "default", failed: false };
  } catch (error) {
    context.logger.warn({ ...errorFields(error), page }, "hero image read failed; using the default image");
    return { kind: "default", failed: true };
  }
}
