import { z } from "zod/mini";
import { HERO_PAGE_ASSIGNMENTS, HERO_PAGES, type HeroPageAssignment } from "./allowed-values";
import { textField } from "./form-text";
import { HERO_IMAGE_MAX_BYTES, IMAGE_MESSAGES, looksLikeHeic } from "./images";
import { TRASH_RESTORE_NOTE } from "./trash";

/** The hero image manager's rules, texts and messages, word for word as the back office shows them. */

const HERO_IMAGE_LIMITS = { nameMax: 200, descriptionMax: 1000 } as const;

/**
 * Recorded when a linked image's size is not known (the form was sent
 * without JavaScript): 0 means unknown, shown as such; the public hero then
 * draws its box at 1920x1080 (decision 058).
 */
const UNKNOWN_DIMENSION = 0;

/** The denominator of "Pages Covered". */
export const HERO_PAGE_COUNT = HERO_PAGES.length;

export const HERO_IMAGE_MESSAGES = {
  nameRequired: "Name is required",
  imageUrlRequired: "Image URL is required",
  fileRequired: "Please select an image file",
  invalidType: IMAGE_MESSAGES.invalidType,
  notAnImage: IMAGE_MESSAGES.notAnImage,
  tooLarge: IMAGE_MESSAGES.tooLarge(HERO_IMAGE_MAX_BYTES),
  notFound: "Hero image not found",
  // An unassigned image cannot be the active one of a page.
  activeNeedsPage: "Assign the image to a page before making it active",
  nameTooLong: `Name must be less than ${HERO_IMAGE_LIMITS.nameMax} characters`,
  descriptionTooLong: `Description must be less than ${HERO_IMAGE_LIMITS.descriptionMax} characters`,
  fetchFailed: "Failed to fetch hero images",
  uploadFailed: (reason: string) => `Failed to upload hero image: ${reason}`,
  createFailed: (reason: string) => `Failed to create hero image: ${reason}`,
  updateFailed: (reason: string) => `Failed to update hero image: ${reason}`,
  deactivateFailed: "Failed to deactivate existing hero images",
  activateFailed: "Failed to activate hero image",
  deleteFailed: "Failed to delete hero image",
  statsFailed: "Failed to fetch usage statistics",
} as const;

export const HERO_IMAGE_TOASTS = {
  activated: (page: string) => `Hero image activated for ${page} page`,
  deleted: "Hero image deleted successfully",
  updated: "Image updated successfully",
  added: "Image added successfully",
  uploaded: "Image uploaded successfully",
  loadFailed: "Failed to load hero images",
  activateFailed: "Failed to activate hero image",
  deleteFailed: "Failed to delete hero image",
  saveFailed: "Failed to save image",
  previewFailed: "Failed to load image preview",
  imageFailed: "Failed to load image",
} as const;

const HERO_FORM_MODES = ["upload", "url", "edit"] as const;
export type HeroFormMode = (typeof HERO_FORM_MODES)[number];

export const HERO_IMAGE_TEXT = {
  title: { upload: "Upload Hero Image", url: "Add Image from URL", edit: "Edit Hero Image" } satisfies Record<
    HeroFormMode,
    string
  >,
  /** The modal's field labels, the spec's words. */
  labels: { name: "Image Name", pageAssignment: "Page Assignment", description: "Description" },
  /** The manager's two ways to add an image, the spec's words (decision 073). */
  uploadButton: "Upload Image",
  addFromUrlButton: "Add from URL",
  /** The modal's submit button takes its title's verb. */
  submit: { upload: "Upload", url: "Add Image", edit: "Update Image" } satisfies Record<HeroFormMode, string>,
  activeCheckbox: "Set as active image for this page",
  fileHint: "Supports JPG, PNG, GIF up to 10MB",
  emptyTitle: "No hero images found",
  emptyHintFiltered: "Try adjusting your search or filters",
  emptyHint: "Upload an image or add one from a URL to get started",
  noDescription: "No description",
  /** A link's bytes (the server never fetches it), or a size the browser could not read. */
  sizeUnknown: "Size unknown",
  dimensionsUnknown: "Dimensions unknown",
} as const;

/**
 * The size facts of an image as the card and the preview show them. A link's
 * file size is never known (the server does not fetch it); its dimensions
 * are those the browser read, when it could.
 */
export function heroImageSizeFacts(image: {
  linkUrl: string | null;
  fileSize: number;
  width: number;
  height: number;
}): { size: string; dimensions: string } {
  return {
    size: image.linkUrl !== null || image.fileSize <= 0 ? HERO_IMAGE_TEXT.sizeUnknown : formatFileSize(image.fileSize),
    dimensions:
      image.width > 0 && image.height > 0 ? `${image.width} x ${image.height}` : HERO_IMAGE_TEXT.dimensionsUnknown,
  };
}

export const HERO_PAGE_LABELS: Record<HeroPageAssignment, string> = {
  unassigned: "Unassigned",
  home: "Home",
  coaching: "Coaching",
  events: "Events",
  about: "About",
  faq: "FAQ",
};

export function heroImageDeleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? ${TRASH_RESTORE_NOTE}`;
}

const checkboxField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

/** A size the browser read, or 0 (unknown) when it could not. */
function dimensionField(fallback: number) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => {
      const number = Number(value);
      return Number.isInteger(number) && number > 0 && number <= 100_000 ? number : fallback;
    }),
  );
}

/**
 * The modal's text fields. The image itself (a file, a link or a data URL) is
 * checked apart: in the browser by checkHeroImageFile, on the server by the image store.
 */
export const HeroImageSchema = z
  .object({
    name: textField(
      z.minLength(1, { error: HERO_IMAGE_MESSAGES.nameRequired, abort: true }),
      z.maxLength(HERO_IMAGE_LIMITS.nameMax, { error: HERO_IMAGE_MESSAGES.nameTooLong }),
    ),
    description: textField(
      z.maxLength(HERO_IMAGE_LIMITS.descriptionMax, { error: HERO_IMAGE_MESSAGES.descriptionTooLong }),
    ),
    pageAssignment: z.catch(z.enum(HERO_PAGE_ASSIGNMENTS), "unassigned"),
    isActive: checkboxField,
    width: dimensionField(UNKNOWN_DIMENSION),
    height: dimensionField(UNKNOWN_DIMENSION),
  })
  .check(
    // Saved silently as inactive, the owner would believe the image was live.
    z.refine(({ isActive, pageAssignment }) => !(isActive && pageAssignment === "unassigned"), {
      error: HERO_IMAGE_MESSAGES.activeNeedsPage,
      path: ["isActive"],
      when: () => true,
    }),
  );

export type HeroImageFields = z.output<typeof HeroImageSchema>;

/** The browser's check of a chosen file, with the messages above; the server checks the real content again. */
export function checkHeroImageFile(
  file: { type: string; size: number; name?: string } | null | undefined,
): string | null {
  if (!file || file.size === 0) return HERO_IMAGE_MESSAGES.fileRequired;
  if (looksLikeHeic(file)) return IMAGE_MESSAGES.heicNotSupported;
  if (!file.type.startsWith("image/")) return HERO_IMAGE_MESSAGES.invalidType;
  if (file.size > HERO_IMAGE_MAX_BYTES) return HERO_IMAGE_MESSAGES.tooLarge;
  return null;
}

/** "holiday-banner.final.jpg" -> "holiday-banner.final": the modal prefills an empty name with it. */
export function nameFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

/** Bytes as the manager shows them: 0 Bytes, 512 Bytes, 1.5 KB, 2.25 MB, at most two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const units = ["Bytes", "KB", "MB", "GB"];
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  return `${Number.parseFloat((bytes / 1024 ** power).toFixed(2))} ${units[power]}`;
}
