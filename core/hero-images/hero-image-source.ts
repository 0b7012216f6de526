import { type ImageInput, resolveImageInput } from "#core/images/resolve-image-input";
import type { Executor } from "#db/client";
import { HERO_IMAGE_MESSAGES, type HeroFormMode, type HeroImageFields } from "#rules/hero-image";
import { HERO_IMAGE_MAX_BYTES } from "#rules/images";
import type { HeroImageSource } from "./hero-image-writes";

/** Only the input of the modal's mode counts: a URL typed and then abandoned for a file is ignored. */
export function heroImageInputFor(mode: HeroFormMode, input: ImageInput): ImageInput {
  if (mode === "upload") return { file: input.file };
  if (mode === "url") return { url: input.url };
  return input.file && input.file.size > 0 ? { file: input.file } : { url: input.url };
}

/** The message for a hero image form that needs an image and has none, else null. */
export function missingHeroImage(mode: HeroFormMode, input: ImageInput): string | null {
  if (mode === "upload" && !(input.file && input.file.size > 0)) return HERO_IMAGE_MESSAGES.fileRequired;
  if (mode === "url" && !input.url?.trim()) return HERO_IMAGE_MESSAGES.imageUrlRequired;
  return null;
}

/**
 * The image a hero image row will point at, or undefined when the form kept the current one.
 * Throws ImageRejectedError with the message of rules/images.ts when the image is refused.
 */
export async function resolveHeroImageSource({
  db,
  input,
  fields,
}: {
  db: Executor;
  input: ImageInput;
  fields: HeroImageFields;
}): Promise<HeroImageSource | undefined> {
  const resolved = await resolveImageInput({ db, input, purpose: "hero", maxBytes: HERO_IMAGE_MAX_BYTES });
  if (resolved.kind === "stored") return { kind: "stored", image: resolved.image };
  if (resolved.kind === "linked") {
    // The server never fetches a link; the browser reported its size, or the default 1920x1080 was used.
    return { kind: "linked", url: resolved.url, width: fields.width, height: fields.height };
  }
  return undefined;
}
