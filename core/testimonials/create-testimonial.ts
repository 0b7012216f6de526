import { nextDisplayOrder, nextTestimonialDisplayOrder } from "#core/display-order";
import { errorsOf } from "#core/errors-of";
import { imageGiven } from "#core/image-given";
import { invalid } from "#core/result";
import { type ContentSave, type SaveOutcome, writeContentRow } from "#core/write-content-row";
import { testimonials } from "#db/schema";
import { type TestimonialInput, TestimonialSchema, testimonialImageError } from "#rules/testimonial";

/**
 * Adds a testimonial. The home carousel and the coaching page's main quote
 * show the person's photo, so there an image is required. Without a display
 * order it goes last (highest order plus 1).
 */
export async function createTestimonial({
  db,
  input,
  image = {},
  actor,
}: ContentSave<TestimonialInput>): Promise<SaveOutcome> {
  const displayOrder =
    input.displayOrder ??
    (typeof input.location === "string"
      ? await nextTestimonialDisplayOrder({ db, location: input.location })
      : await nextDisplayOrder({ db, table: testimonials }));
  const parsed = TestimonialSchema.safeParse({ ...input, displayOrder });
  const imageError = testimonialImageError({
    location: input.location,
    newImage: imageGiven(image),
    keepsCurrentImage: false,
  });
  if (!parsed.success || imageError)
    return invalid({ ...errorsOf(parsed), ...(imageError ? { image: imageError } : {}) });

  return writeContentRow({ db, table: testimonials, values: parsed.data, image, actor });
}
