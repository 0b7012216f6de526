import { type ImageInput, type ResolvedImage, resolveImageInput } from "#core/images/resolve-image-input";
import { ImageRejectedError } from "#core/images/store-image";
import { type Invalid, invalid } from "#core/result";
import type { Database } from "#db/client";
import { ClassTypeSchema } from "#rules/class-type";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { IMAGE_MAX_BYTES } from "#rules/images";

/**
 * Stores or links the featured image a class type form sent, before the
 * write's transaction: encoding takes a while, and on the embedded database a
 * transaction holds the only connection, so every other query would wait for
 * it. The form's own rules are checked first, so a form with mistakes stores
 * nothing; a save that fails later leaves at most an unused image.
 */
export async function resolveFeaturedImage({
  db,
  input,
  image,
}: {
  db: Database;
  input: Record<string, unknown>;
  image: ImageInput;
}): Promise<{ ok: true; resolved: ResolvedImage } | Invalid> {
  const parsed = ClassTypeSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsByField(fieldErrors(parsed.error)));
  try {
    return {
      ok: true,
      resolved: await resolveImageInput({ db, input: image, purpose: "cover", maxBytes: IMAGE_MAX_BYTES }),
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) return invalid({ featuredImage: error.message });
    throw error;
  }
}
