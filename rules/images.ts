/** Image upload rules and the spec's messages for them. */

export const MB = 1024 * 1024;
export const HERO_IMAGE_MAX_BYTES = 10 * MB;
export const IMAGE_MAX_BYTES = 5 * MB;

export const IMAGE_MESSAGES = {
  invalidType: "Please select a valid image file",
  notAnImage: "File must be an image",
  tooLarge: (maxBytes: number) => `Image size must be less than ${Math.round(maxBytes / MB)}MB`,
} as const;

/** Not in the spec: an image whose declared dimensions are too large to decode safely. */
export const IMAGE_DIMENSION_MESSAGE = "Image dimensions are too large (at most 50 megapixels)";
