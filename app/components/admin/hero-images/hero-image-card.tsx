import { useEffect, useId, useRef, useState } from "react";
import { HERO_IMAGE_TEXT, HERO_PAGE_LABELS, heroImageSizeFacts } from "#rules/hero-image";
import type { HeroImageView } from "./hero-image-view";

const actionClass =
  "rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:border-brand hover:text-brand disabled:opacity-50";

/** A card of the grid: thumbnail, badges, facts and the image's actions. */
export function HeroImageCard({
  image,
  onPreview,
  onEdit,
  onSetActive,
  onDelete,
  activating,
}: {
  image: HeroImageView;
  onPreview: () => void;
  onEdit: () => void;
  onSetActive: () => void;
  onDelete: () => void;
  activating: boolean;
}) {
  const titleId = useId();
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const thumbnail = useRef<HTMLImageElement>(null);
  // An image that failed while the page was still loading fired its error before React listened.
  useEffect(() => {
    const element = thumbnail.current;
    if (element?.complete && element.naturalWidth === 0) setThumbnailFailed(true);
  }, []);
  const canActivate = !image.isActive && image.pageAssignment !== "unassigned";
  const facts = heroImageSizeFacts(image);
  const isHttpLink = image.linkUrl !== null && /^https?:\/\//i.test(image.linkUrl);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white"
    >
      <div className="relative aspect-video bg-paper">
        {thumbnailFailed || !image.thumbnailUrl ? (
          <div
            role="img"
            aria-label="Image unavailable"
            className="flex h-full items-center justify-center text-ink-soft"
          >
            <span aria-hidden="true" className="text-4xl">
              🖼
            </span>
          </div>
        ) : (
          <img
            ref={thumbnail}
            src={image.thumbnailUrl}
            alt={image.description || image.name}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setThumbnailFailed(true)}
            className="h-full w-full object-cover"
          />
        )}
        <div className="absolute top-2 left-2 flex gap-2">
          {image.isActive ? (
            <span className="rounded-full bg-brand px-3 py-0.5 text-xs font-bold text-white">Active</span>
          ) : null}
          <span className="rounded-full bg-white/90 px-3 py-0.5 text-xs font-bold text-ink">
            {HERO_PAGE_LABELS[image.pageAssignment]}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="font-display text-lg font-bold break-words">
          {image.name}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{image.description || HERO_IMAGE_TEXT.noDescription}</p>
        <p className="mt-2 text-sm text-ink">
          <span>{facts.size}</span>
          <span aria-hidden="true"> · </span>
          <span>{facts.dimensions}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button type="button" onClick={onPreview} aria-label={`Preview ${image.name}`} className={actionClass}>
            Preview
          </button>
          <button type="button" onClick={onEdit} aria-label={`Edit ${image.name}`} className={actionClass}>
            Edit
          </button>
          {isHttpLink && image.linkUrl ? (
            <a
              href={image.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${image.name} in a new tab`}
              className={actionClass}
            >
              Open
            </a>
          ) : null}
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${image.name}`}
            className={`${actionClass} hover:border-accent hover:text-accent`}
          >
            Delete
          </button>
          {canActivate ? (
            <button
              type="button"
              onClick={onSetActive}
              disabled={activating}
              aria-label={`Set ${image.name} as active`}
              className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-50"
            >
              Set Active
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
