import type { Executor } from "#db/client";
import { IMAGE_MESSAGES, parseImageLink } from "#rules/images";
import { type ImagePurpose, ImageRejectedError, type StoredImage, storeImage } from "./store-image";

/** What an admin form sent for one image field. */
export type ImageInput = {
  /** A chosen file; an empty one (nothing chosen) counts as none. */
  file?: Blob | null;
  /** An http(s) link or a data URL. */
  url?: string | null;
  /** The admin removed the current image. */
  remove?: boolean;
};

export type ResolvedImage =
  | { kind: "unchanged" }
  | { kind: "removed" }
  | { kind: "stored"; image: StoredImage }
  | { kind: "linked"; url: string };

/**
 * Turns an image field into something a row can point at. Uploads and data
 * URLs go through the image store (checked by content, metadata stripped);
 * http(s) links are kept as given and never fetched by the server.
 * Throws ImageRejectedError with the message of rules/images.ts when the image is refused.
 */
export async function resolveImageInput({
  db,
  input,
  purpose,
  maxBytes,
}: {
  db: Executor;
  input: ImageInput;
  purpose: ImagePurpose;
  maxBytes: number;
}): Promise<ResolvedImage> {
  if (input.file && input.file.size > 0) {
    if (input.file.size > maxBytes) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge(maxBytes));
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    return { kind: "stored", image: await storeImage({ db, bytes, purpose, maxBytes }) };
  }

  const url = input.url?.trim();
  if (url) {
    const link = parseImageLink(url);
    if (link.kind === "invalid") throw new ImageRejectedError(link.message);
    if (link.kind === "http") return { kind: "linked", url: link.url };
    if (link.approximateBytes > maxBytes) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge(maxBytes));
    const bytes = new Uint8Array(Buffer.from(link.base64, "base64"));
    return { kind: "stored", image: await storeImage({ db, bytes, purpose, maxBytes }) };
  }

  return input.remove ? { kind: "removed" } : { kind: "unchanged" };
}
