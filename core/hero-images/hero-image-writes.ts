import { and, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { StoredImage } from "#core/images/store-image";
import type { Executor } from "#db/client";
import { heroImages } from "#db/schema";
import type { HeroPage } from "#rules/allowed-values";

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

/**
 * Waits for any other transaction deciding the active image of `page`, and
 * holds the page until this transaction ends. Writes that activate an image
 * take it before locking any row, so two requests for one page run one after
 * the other (the last one wins) instead of one hitting the unique index.
 */
export async function lockHeroPage({ tx, page }: { tx: Executor; page: HeroPage }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hero_images.active'), hashtext(${page}))`);
}

/** Deactivates the page's active image, unless it is `except`. Call with the page locked. */
export async function deactivatePageImages({
  tx,
  page,
  except,
}: {
  tx: Executor;
  page: HeroPage;
  except: string | null;
}): Promise<void> {
  await tx
    .update(heroImages)
    .set({ isActive: false })
    .where(
      and(
        eq(heroImages.pageAssignment, page),
        eq(heroImages.isActive, true),
        except ? ne(heroImages.id, except) : undefined,
      ),
    );
}

export function recordHeroImageEvent({
  tx,
  actor,
  action,
  heroImageId,
  details,
}: {
  tx: Executor;
  actor: HeroImageActor;
  action: "create" | "update" | "delete";
  heroImageId: string;
  details?: Record<string, unknown>;
}): Promise<void> {
  return recordAuditEvent({
    db: tx,
    event: { ...actor, action, targetType: "hero_image", targetId: heroImageId, details },
  });
}
