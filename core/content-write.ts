import type { Database } from "../db/client";
import { errorsByField, fieldErrors } from "../rules/form-text";
import { IMAGE_MAX_BYTES } from "../rules/images";
import { type ImageInput, imageColumns, resolveImageInput } from "./images/resolve-image-input";
import { ImageRejectedError } from "./images/store-image";

/** What saving a back-office form gives back: the row's id, the messages per field, or that the row is gone. */
export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; notFound: true };

export const NOT_FOUND = { ok: false, notFound: true } as const;

type Parsed<T> = { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/** A schema's verdict as messages per field, the way the form shows them. */
export function errorsOf<T>(parsed: Parsed<T>): Record<string, string> {
  return parsed.success ? {} : errorsByField(fieldErrors(parsed.error));
}

/**
 * Stores or links the image a content form sent (a portrait up to 5 MB), or
 * gives the spec's message for the field. It runs before the row's own
 * transaction: encoding an image takes a while, and the store keeps each
 * upload once, so a save that fails afterwards leaves at most an unused image.
 */
export async function resolvePortrait({
  db,
  image,
  field = "image",
}: {
  db: Database;
  image: ImageInput;
  field?: string;
}): Promise<{ columns: ReturnType<typeof imageColumns> } | { errors: Record<string, string> }> {
  try {
    const resolved = await resolveImageInput({ db, input: image, purpose: "portrait", maxBytes: IMAGE_MAX_BYTES });
    return { columns: imageColumns(resolved) };
  } catch (error) {
    if (error instanceof ImageRejectedError) return { errors: { [field]: error.message } };
    throw error;
  }
}

/** Whether an image field posted a new image (file or link). */
export function imageGiven(image: ImageInput): boolean {
  return Boolean((image.file && image.file.size > 0) || image.url?.trim());
}
