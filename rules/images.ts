/** Image upload rules and their messages. */

export const MB = 1024 * 1024;
export const HERO_IMAGE_MAX_BYTES = 10 * MB;
export const IMAGE_MAX_BYTES = 5 * MB;

export const IMAGE_MESSAGES = {
  invalidType: "Please select a valid image file",
  notAnImage: "File must be an image",
  /** An iPhone's own photo format, which the image library here cannot read. */
  heicNotSupported:
    "HEIC photos (from an iPhone) can't be used yet. On the iPhone, choose Settings > Camera > Formats > Most Compatible, or share the photo as JPEG, and upload it again.",
  tooLarge: (maxBytes: number) => `Image size must be less than ${Math.round(maxBytes / MB)}MB`,
  /** Under the file input of a form drawn again after a refused save: the browser cannot be given the file back. */
  fileNotKept: (fileName: string) => `The file you chose (${fileName}) is not kept here: please choose it again.`,
} as const;

export const IMAGE_LINK_MESSAGES = {
  invalidUrl: "Please enter a valid URL",
  /** The owner's browser could not load the link (the server never fetches it). */
  notLoaded: "This image could not be loaded. Check the link, or upload the file instead.",
} as const;

/**
 * The page's background (`--color-paper` in app/app.css): a transparent image's
 * JPEG copy, which has no transparency, is laid on it instead of on black.
 */
export const PAGE_BACKGROUND = "#fbfaf7";

/** HEIC and HEIF, by declared type or by name: what an iPhone photo copied as is arrives as. */
const HEIC_TYPES = /^image\/(heic|heif)(-sequence)?$/i;
const HEIC_NAME = /\.(heic|heif)$/i;
export function looksLikeHeic(file: { type: string; name?: string }): boolean {
  return HEIC_TYPES.test(file.type) || HEIC_NAME.test(file.name ?? "");
}

export const IMAGE_URL_MAX_LENGTH = 2048;

/** The types an upload may really be; anything else (SVG included) is refused. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

const DATA_URL = /^data:([^;,]*)(;base64)?,(.*)$/is;

/**
 * What an image link given by an admin is: an http(s) address to link as is,
 * or a data URL whose bytes are to be stored like an upload. Anything else
 * (`javascript:`, `file:`, a data URL of another type) is refused.
 */
type ImageLink =
  | { kind: "http"; url: string }
  | { kind: "data"; base64: string; approximateBytes: number }
  | { kind: "invalid"; message: string };

export function parseImageLink(value: string): ImageLink {
  const text = value.trim();
  const data = DATA_URL.exec(text);
  if (data) {
    const type = (data[1] ?? "").toLowerCase();
    const base64 = (data[3] ?? "").replace(/\s+/g, "");
    if (HEIC_TYPES.test(type)) return { kind: "invalid", message: IMAGE_MESSAGES.heicNotSupported };
    if (
      !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type) ||
      !data[2] ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)
    )
      return { kind: "invalid", message: IMAGE_MESSAGES.invalidType };
    return { kind: "data", base64, approximateBytes: Math.floor((base64.length * 3) / 4) };
  }
  if (text.length > IMAGE_URL_MAX_LENGTH) return { kind: "invalid", message: IMAGE_LINK_MESSAGES.invalidUrl };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "invalid", message: IMAGE_LINK_MESSAGES.invalidUrl };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
    return { kind: "invalid", message: IMAGE_LINK_MESSAGES.invalidUrl };
  return { kind: "http", url: url.href };
}

/** The browser-side check of a chosen file, with IMAGE_MESSAGES; null when it may be sent. */
export function checkChosenImage(file: { type: string; size: number; name?: string }, maxBytes: number): string | null {
  if (looksLikeHeic(file)) return IMAGE_MESSAGES.heicNotSupported;
  if (!file.type.startsWith("image/")) return IMAGE_MESSAGES.invalidType;
  if (file.size > maxBytes) return IMAGE_MESSAGES.tooLarge(maxBytes);
  return null;
}

/** An image whose declared dimensions are too large to decode safely. */
export const IMAGE_DIMENSION_MESSAGE = "Image dimensions are too large (at most 50 megapixels)";
