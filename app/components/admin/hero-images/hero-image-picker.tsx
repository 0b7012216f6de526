import { useEffect, useRef, useState } from "react";
import { HERO_IMAGE_TEXT, HERO_IMAGE_TOASTS, type HeroFormMode } from "#rules/hero-image";
import { ACCEPTED_IMAGE_TYPES, IMAGE_LINK_MESSAGES } from "#rules/images";
import type { HeroImageView } from "./hero-image-view";
import type { Dimensions } from "./image-dimensions";

const inputClass =
  "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";

/**
 * The image part of the modal: a file (upload mode, or replacing in edit
 * mode), or a link (URL mode, or a linked image in edit mode), with a preview.
 * Posts `imageFile` / `imageUrl`; reports the size the browser sees.
 */
export function HeroImagePicker({
  mode,
  image,
  error,
  onFileChosen,
  onDimensions,
  onLinkTyped,
}: {
  mode: HeroFormMode;
  image?: HeroImageView;
  error?: string;
  /** Returns a problem with the file, or null to accept it. */
  onFileChosen: (file: File) => string | null;
  onDimensions: (dimensions: Dimensions | null) => void;
  /** The link was changed: a message about the previous one no longer holds. */
  onLinkTyped: () => void;
}) {
  const showFile = mode === "upload" || (mode === "edit" && image?.linkUrl === null);
  const showUrl = mode === "url" || (mode === "edit" && image?.linkUrl !== null);
  const [url, setUrl] = useState(image?.linkUrl ?? "");
  const [preview, setPreview] = useState<string | null>(image?.previewUrl ?? null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const objectUrl = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const show = (src: string | null) => {
    if (objectUrl.current && objectUrl.current !== src) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = src?.startsWith("blob:") ? src : null;
    setPreview(src);
    setPreviewFailed(false);
  };

  const describedBy = error ? { "aria-invalid": true as const, "aria-describedby": "hero-image-error" } : {};

  return (
    <div>
      {showFile ? (
        <div>
          <label htmlFor="hero-image-file" className="block text-sm font-semibold text-ink">
            {mode === "edit" ? "Replace image (optional)" : "Image File"}
          </label>
          <input
            ref={fileInput}
            id="hero-image-file"
            type="file"
            name="imageFile"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              if (onFileChosen(file)) {
                event.currentTarget.value = "";
                return;
              }
              onDimensions(null);
              show(URL.createObjectURL(file));
            }}
            {...describedBy}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-light file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
          />
          <p className="mt-1 text-sm text-ink-soft">{HERO_IMAGE_TEXT.fileHint}</p>
        </div>
      ) : null}
      {showUrl ? (
        <div>
          <label htmlFor="hero-image-url" className="block text-sm font-semibold text-ink">
            Image URL
          </label>
          <input
            id="hero-image-url"
            type="url"
            inputMode="url"
            name="imageUrl"
            value={url}
            placeholder="https://example.com/image.jpg"
            onChange={(event) => {
              const value = event.currentTarget.value;
              setUrl(value);
              onDimensions(null);
              onLinkTyped();
              show(/^(https?:|data:image\/)/i.test(value.trim()) ? value.trim() : null);
            }}
            {...describedBy}
            className={`${inputClass} ${error ? "border-accent" : "border-line"}`}
          />
        </div>
      ) : null}
      {error ? (
        <p id="hero-image-error" className="mt-1 text-sm font-medium text-accent">
          {error}
        </p>
      ) : null}
      {preview ? (
        previewFailed ? (
          error ? null : (
            <p role="status" className="mt-3 text-sm font-medium text-accent">
              {preview.startsWith("blob:") ? HERO_IMAGE_TOASTS.imageFailed : IMAGE_LINK_MESSAGES.notLoaded}
            </p>
          )
        ) : (
          <img
            src={preview}
            alt="Preview of the chosen file or link"
            referrerPolicy="no-referrer"
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              // Only a link's size is needed: the server measures files itself.
              if (!preview.startsWith("/media/")) onDimensions(width > 0 ? { width, height } : null);
            }}
            onError={() => {
              setPreviewFailed(true);
              onDimensions(null);
            }}
            className="mt-3 max-h-48 w-full rounded-xl bg-paper object-contain"
          />
        )
      ) : null}
    </div>
  );
}
