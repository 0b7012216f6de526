import type { ImageInput } from "./images/resolve-image-input";

/** Whether an image field posted a new image (file or link). */
export function imageGiven(image: ImageInput): boolean {
  return Boolean((image.file && image.file.size > 0) || image.url?.trim());
}
