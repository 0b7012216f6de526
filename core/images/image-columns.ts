import type { ResolvedImage } from "./resolve-image-input";

/** The columns (`image_id`, `image_url`) a resolved image sets on its row; nothing when unchanged. */
export function imageColumns(resolved: ResolvedImage): { imageId?: string | null; imageUrl?: string | null } {
  switch (resolved.kind) {
    case "stored":
      return { imageId: resolved.image.id, imageUrl: null };
    case "linked":
      return { imageId: null, imageUrl: resolved.url };
    case "removed":
      return { imageId: null, imageUrl: null };
    case "unchanged":
      return {};
  }
}
