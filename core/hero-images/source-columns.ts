import type { AuditActor } from "#core/audit/record-audit-event";
import type { StoredImage } from "#core/images/store-image";

/** Who made a change: recorded in the audit log and, for hero images, as the uploader. */
export type HeroImageActor = AuditActor;

/** Where a hero image's picture comes from: an image in the store, or an outside http(s) link. */
export type HeroImageSource =
  | { kind: "stored"; image: StoredImage }
  | { kind: "linked"; url: string; width: number; height: number };

/** The columns a source sets. A linked image's size is unknown to the server. */
export function sourceColumns(source: HeroImageSource) {
  return source.kind === "stored"
    ? {
        imageId: source.image.id,
        imageUrl: null,
        fileSize: source.image.byteSize,
        width: source.image.width,
        height: source.image.height,
      }
    : { imageId: null, imageUrl: source.url, fileSize: 0, width: source.width, height: source.height };
}
