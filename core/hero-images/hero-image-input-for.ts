import type { ImageInput } from "#core/images/resolve-image-input";
import type { HeroFormMode } from "#rules/hero-image";

/** Only the input of the modal's mode counts: a URL typed and then abandoned for a file is ignored. */
export function heroImageInputFor(mode: HeroFormMode, input: ImageInput): ImageInput {
  if (mode === "upload") return { file: input.file };
  if (mode === "url") return { url: input.url };
  return input.file && input.file.size > 0 ? { file: input.file } : { url: input.url };
}
