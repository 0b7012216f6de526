import { eq } from "drizzle-orm";
import { errorsOf } from "#core/errors-of";
import { imageGiven } from "#core/image-given";
import { invalid, NOT_FOUND } from "#core/result";
import { type ContentSave, type SaveOutcome, writeContentRow } from "#core/write-content-row";
import { testimonials } from "#db/schema";
import { isUuid } from "#rules/ids";
import { type TestimonialInput, TestimonialSchema, testimonialImageError } from "#rules/testimonial";

/** Saves the testimonial form over an existing testimonial; an untouched image field keeps the photo. */
export async function updateTestimonial({
  db,
  id,
  input,
  image = {},
  actor,
  opened,
}: ContentSave<TestimonialInput> & { id: string }): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  const [current] = await db
    .select({ imageId: testimonials.imageId, imageUrl: testimonials.imageUrl })
    .from(testimonials)
    .where(eq(testimonials.id, id));
  if (!current) return NOT_FOUND;

  const parsed = TestimonialSchema.safeParse(input);
  const imageError = testimonialImageError({
    location: input.location,
    newImage: imageGiven(image),
    keepsCurrentImage: Boolean(current.imageId || current.imageUrl) && !image.remove,
  });
  if (!parsed.success || imageError)
    return invalid({ ...errorsOf(parsed), ...(imageError ? { image: imageError } : {}) });

  return writeContentRow({ db, table: testimonials, id, values: parsed.data, image, actor, opened });
}
