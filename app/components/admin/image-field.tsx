import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated";
import { ACCEPTED_IMAGE_TYPES, checkChosenImage, IMAGE_LINK_MESSAGES, IMAGE_MESSAGES, MB } from "#rules/images";

type Mode = "upload" | "url";

const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-accent";

/**
 * An image chosen by upload or by link, with a preview and a remove button.
 * Posts `{name}File`, `{name}Url` and `{name}Remove`; the server reads them
 * with readImageInput and checks the image again by its content.
 */
export function ImageField({
  name,
  label,
  maxBytes,
  currentSrc,
  currentUrl = "",
  hint,
  note,
  error,
  required = false,
  typed,
  onChange,
}: {
  name: string;
  label: string;
  maxBytes: number;
  /** Preview of the image the record has now. */
  currentSrc?: string | null;
  /** The record's link, when its image is a link rather than an upload. */
  currentUrl?: string | null;
  hint?: string;
  note?: string;
  /** The server's message for this field. */
  error?: string;
  required?: boolean;
  /** What was typed into the form when its save was refused without JavaScript: its link is shown again, and a chosen file asked for again. */
  typed?: URLSearchParams;
  onChange?: () => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const typedUrl = typed?.get(`${name}Url`) ?? currentUrl;
  const notKept = typed?.get(`${name}File`);
  const [mode, setMode] = useState<Mode>(typedUrl ? "url" : "upload");
  const [url, setUrl] = useState(typedUrl ?? "");
  const [preview, setPreview] = useState<string | null>(currentSrc ?? (typedUrl || null));
  const [previewFailed, setPreviewFailed] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const showPreview = (src: string | null) => {
    if (objectUrl.current && objectUrl.current !== src) URL.revokeObjectURL(objectUrl.current);
    setPreview(src);
    setPreviewFailed(false);
  };

  const chooseFile = (file: File | undefined) => {
    onChange?.();
    setLocalError(null);
    if (!file) return;
    const problem = checkChosenImage(file, maxBytes);
    if (problem) {
      setLocalError(problem);
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    const src = URL.createObjectURL(file);
    objectUrl.current = src;
    setRemoved(false);
    showPreview(src);
  };

  const remove = () => {
    onChange?.();
    if (fileInput.current) fileInput.current.value = "";
    setUrl("");
    setRemoved(true);
    setLocalError(null);
    showPreview(null);
  };

  const message = localError ?? error;
  const errorId = `${id}-error`;
  const describedBy = message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  const hintText = hint ?? `JPG, PNG, GIF up to ${Math.round(maxBytes / MB)}MB`;

  return (
    <fieldset className="rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span className="text-accent"> *</span>
        ) : (
          <span className="font-normal text-ink-soft"> (optional)</span>
        )}
      </legend>
      {hydrated ? (
        <div role="radiogroup" aria-label={`${label} source`} className="flex gap-4 text-sm">
          {(["upload", "url"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" checked={mode === value} onChange={() => setMode(value)} />
              {value === "upload" ? "Upload image" : "Image URL"}
            </label>
          ))}
        </div>
      ) : null}

      {!hydrated || mode === "upload" ? (
        <div className="mt-3">
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-ink">
            Image file
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            name={`${name}File`}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            onChange={(event) => chooseFile(event.currentTarget.files?.[0])}
            {...describedBy}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-light file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
          />
          {notKept ? (
            <p className="mt-1 text-sm font-medium text-accent">{IMAGE_MESSAGES.fileNotKept(notKept)}</p>
          ) : null}
        </div>
      ) : null}
      {!hydrated || mode === "url" ? (
        <div className="mt-3">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-ink">
            Image URL
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            name={`${name}Url`}
            value={url}
            placeholder="https://"
            onChange={(event) => {
              onChange?.();
              setUrl(event.currentTarget.value);
              setRemoved(false);
              setLocalError(null);
              showPreview(event.currentTarget.value.trim() || null);
            }}
            {...describedBy}
            className={inputClass}
          />
        </div>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">{hintText}</p>
      {note ? <p className="mt-1 text-sm text-ink-soft">{note}</p> : null}
      {message ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-accent">
          {message}
        </p>
      ) : null}

      <input type="hidden" name={`${name}Remove`} value={removed ? "1" : ""} />
      {preview ? (
        <div className="mt-3 flex items-start gap-3">
          {previewFailed ? (
            <p role="status" className="text-sm font-medium text-accent">
              {preview.startsWith("blob:") ? "Failed to load image" : IMAGE_LINK_MESSAGES.notLoaded}
            </p>
          ) : (
            <img
              src={preview}
              alt={`Preview of ${label.toLowerCase()}`}
              onError={() => setPreviewFailed(true)}
              className="h-24 w-24 rounded-lg border border-line object-cover"
            />
          )}
          <button
            type="button"
            onClick={remove}
            className="rounded-full border border-line px-4 py-1 text-sm font-semibold text-ink hover:border-accent"
          >
            Remove image
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
