import { type ImageInput, resolveImageInput } from "#core/images/resolve-image-input";
import type { Executor } from "#db/client";
import type { HeroImageFields } from "#rules/hero-image";
import { HERO_IMAGE_MAX_BYTES } from "#rules/images";
import type { HeroImageSource } from "./source-columns";

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
    // The server never fetches a link; the browser reported its size, or 0x0 says it is unknown.
    return { kind: "linked", url: resolved.url, width: fields.width, height: fields.height };
  }
  return undefined;
}
