import { z } from "zod/mini";
import { managerWords } from "./admin-verbs";
import { TESTIMONIAL_LOCATIONS, TESTIMONIAL_STATUSES, type TestimonialLocation } from "./allowed-values";
import { choiceField, displayOrderField, limitedText } from "./content-fields";
import { deleteQuestion } from "./trash";

/** The testimonial form's rules and texts, word for word as the back office shows them. */

/** What a new testimonial starts with: the editor's empty form and the columns' defaults in db/schema.ts. */
export const TESTIMONIAL_DEFAULTS = {
  location: "home_carousel",
  status: "active",
} as const satisfies { location: TestimonialLocation; status: (typeof TESTIMONIAL_STATUSES)[number] };

export const TESTIMONIAL_MESSAGES = {
  nameRequired: "Name is required",
  quoteRequired: "Quote is required",
  // Location, and the image for the two locations that show one, are required.
  locationRequired: "Location is required",
  imageRequired: "An image is required for this location",
  statusInvalid: "Status must be active or inactive",
  created: "Testimonial created successfully",
  updated: "Testimonial updated successfully",
  deleted: "Testimonial deleted successfully",
  createFailed: "Failed to create testimonial",
  updateFailed: "Failed to update testimonial",
  deleteFailed: "Failed to delete testimonial",
  notFound: "Testimonial not found",
  emptyTitle: "No testimonials found",
  emptyFilteredHint: "Try adjusting your search or filters",
  emptyHint: "Add your first testimonial to get started",
  imageSectionHint: "Testimonials on the Home Page Carousel and the Coaching Page Main require an image.",
  imageHint: "JPG, PNG, GIF up to 5MB",
  imageNote: "Uploaded images and data images are stored in the database.",
  loading: "Loading testimonial...",
  orderUpdated: "Display order updated successfully",
  orderFailed: "Failed to update display order",
} as const;

export function testimonialDeleteQuestion(name: string): string {
  return deleteQuestion(`the testimonial from ${name}`);
}

/** The locations that show the person's photo, and so need one. */
const IMAGE_LOCATIONS: readonly TestimonialLocation[] = ["home_carousel", "coaching_main"];

export function locationShowsImage(location: string): boolean {
  return (IMAGE_LOCATIONS as readonly string[]).includes(location);
}

const TESTIMONIAL_LIMITS = { name: 100, quote: 2000 } as const;

export const TestimonialSchema = z.object({
  name: limitedText("Name", TESTIMONIAL_LIMITS.name, TESTIMONIAL_MESSAGES.nameRequired),
  location: choiceField(TESTIMONIAL_LOCATIONS, TESTIMONIAL_MESSAGES.locationRequired),
  quote: limitedText("Quote", TESTIMONIAL_LIMITS.quote, TESTIMONIAL_MESSAGES.quoteRequired),
  displayOrder: displayOrderField,
  status: choiceField(TESTIMONIAL_STATUSES, TESTIMONIAL_MESSAGES.statusInvalid),
});

export type TestimonialInput = z.input<typeof TestimonialSchema>;

/**
 * The image message when the location shows a photo and the testimonial would
 * be saved without one; null otherwise. The browser and the server both ask.
 */
export function testimonialImageError({
  location,
  newImage,
  keepsCurrentImage,
}: {
  location: unknown;
  newImage: boolean;
  keepsCurrentImage: boolean;
}): string | null {
  if (typeof location !== "string" || !locationShowsImage(location.trim())) return null;
  return newImage || keepsCurrentImage ? null : TESTIMONIAL_MESSAGES.imageRequired;
}

/** The testimonials manager's buttons and headings; the spec names "Add New Testimonial" and "Edit Testimonial" (decision 073). */
export const TESTIMONIAL_WORDS = /* @__PURE__ */ managerWords("Testimonial");

/** The testimonial form's field labels. */
export const TESTIMONIAL_LABELS = { name: "Name", location: "Location", quote: "Quote", image: "Photo" } as const;
