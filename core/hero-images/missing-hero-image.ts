import type { ImageInput } from "#core/images/resolve-image-input";
import { HERO_IMAGE_MESSAGES, type HeroFormMode } from "#rules/hero-image";

/** The message for a hero image form that needs an image and has none, else null. */
export function missingHeroImage(mode: HeroFormMode, input: ImageInput): string | null {
  if (mode === "upload" && !(input.file && input.file.size > 0)) return HERO_IMAGE_MESSAGES.fileRequired;
  if (mode === "url" && !input.url?.trim()) return HERO_IMAGE_MESSAGES.imageUrlRequired;
  return null;
}
