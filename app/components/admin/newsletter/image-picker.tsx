import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useCsrfToken } from "#app/components/admin/admin-form";
import { AdminModal } from "#app/components/admin/modal";
import { TextField } from "#app/components/form-field";
import { useHydrated } from "#app/components/use-hydrated";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import type { StoredImageChoice } from "#core/images/list-stored-images";
import type { FormAnswer } from "#rules/form-answer";
import { ACCEPTED_IMAGE_TYPES, checkChosenImage, IMAGE_MAX_BYTES, MB } from "#rules/images";
import {
  IMAGE_ALT_LABEL,
  IMAGE_ALT_MAX,
  imageMarkdown,
  NEWSLETTER_EDITOR_MESSAGES as M,
} from "#rules/newsletter-issue";

/** The upload route's answer (app/routes/admin/newsletter/images.ts); a body over the size limit gets `{ error }` alone. */
/** The upload's answer: the stored image's copies, or why it was refused. */
export type ImageUploadAnswer = FormAnswer<{ image: StoredImageChoice }>;

const buttonBase =
  "rounded-full px-5 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-accent disabled:opacity-60";
const ALT_FIELD_ID = "newsletter-image-alt";
const secondary = `${buttonBase} border border-line bg-white text-ink hover:border-brand`;

/**
 * Puts an image from the site's image store into the Markdown text
 * `bodyId`: the owner picks a stored image or uploads one, describes it, and
 * `![description](/media/...)` goes where the cursor was, as a paragraph of
 * its own. Without JavaScript the stored images are listed with the line to
 * copy.
 */
export function ImagePicker({ images, bodyId }: { images: StoredImageChoice[]; bodyId: string }) {
  const hydrated = useHydrated();
  // After an insert the focus goes back to the text, just after the image.
  const focusText = useRef(false);
  const [open, setOpen] = useState(false);
  const [uploaded, setUploaded] = useState<StoredImageChoice[]>([]);
  const [cursorKnown, setCursorKnown] = useState(false);

  // Until the text has had the focus, its cursor is nowhere the owner chose: the image goes at the end.
  useEffect(() => {
    const area = document.getElementById(bodyId);
    const known = () => setCursorKnown(true);
    area?.addEventListener("focus", known, { once: true });
    return () => area?.removeEventListener("focus", known);
  }, [bodyId]);

  if (!hydrated) return <StoredImageList images={images} />;
  const all = [...uploaded, ...images.filter((image) => !uploaded.some((added) => added.id === image.id))];
  const close = (inserted: string | null) => {
    const area = document.getElementById(bodyId);
    focusText.current = inserted !== null;
    if (inserted && area instanceof HTMLTextAreaElement) insertParagraph(area, inserted, cursorKnown);
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={secondary}>
        Insert image
      </button>
      {open
        ? createPortal(
            <PickerDialog
              images={all}
              onUploaded={(image) => setUploaded((list) => [image, ...list.filter((item) => item.id !== image.id)])}
              onClose={close}
              focusAfter={() => (focusText.current ? document.getElementById(bodyId) : null)}
            />,
            document.body,
          )
        : null}
    </>
  );
}

/** `text` in place of the selection (at the end when `atCursor` is false), blank lines around it, then an input event. */
function insertParagraph(area: HTMLTextAreaElement, text: string, atCursor: boolean) {
  const start = atCursor ? area.selectionStart : area.value.length;
  const end = atCursor ? area.selectionEnd : area.value.length;
  const before = area.value.slice(0, start);
  const after = area.value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  area.setRangeText(`${lead}${text}${trail}`, start, end, "end");
  // The form's own listeners (its preview, unsaved work, the email preview) learn of it as of typing.
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

function PickerDialog({
  images,
  onUploaded,
  onClose,
  focusAfter,
}: {
  images: StoredImageChoice[];
  onUploaded: (image: StoredImageChoice) => void;
  onClose: (inserted: string | null) => void;
  /** Where the focus goes once the dialog has closed, when not back to its button. */
  focusAfter: () => HTMLElement | null;
}) {
  const fileId = useId();
  const csrf = useCsrfToken();
  const [chosen, setChosen] = useState<StoredImageChoice | null>(null);
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (image: StoredImageChoice) => {
    setChosen(image);
    setAlt(image.alt);
    setAltError(undefined);
  };

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setUploadError(null);
    if (!file) return;
    const problem = checkChosenImage(file, IMAGE_MAX_BYTES);
    if (problem) {
      setUploadError(problem);
      input.value = "";
      return;
    }
    setUploading(true);
    const body = new FormData();
    body.set("file", file);
    try {
      const response = await fetch(ADMIN_PATHS.newsletter.images, {
        method: "POST",
        headers: { Accept: "application/json", "X-CSRF-Token": csrf },
        body,
      });
      // The admin gate refuses a write (an ended session, a bad token) with its own `{ error }`.
      const answer = (await response.json().catch(() => null)) as ImageUploadAnswer | { error?: string } | null;
      if (answer && "ok" in answer && answer.ok && answer.image) {
        onUploaded(answer.image);
        choose(answer.image);
      } else {
        const refusal =
          answer && "formError" in answer ? answer.formError : answer && "error" in answer && answer.error;
        setUploadError(refusal || M.imageUploadFailed);
      }
    } catch {
      setUploadError(M.imageUploadFailed);
    } finally {
      setUploading(false);
      input.value = "";
    }
  };

  const insert = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (!alt.trim()) {
      setAltError(M.imageAltRequired);
      document.getElementById(ALT_FIELD_ID)?.focus();
      return;
    }
    onClose(imageMarkdown(alt, chosen.emailSrc));
  };

  return (
    <AdminModal
      title={chosen ? "Describe the image" : "Insert an image"}
      onClose={() => onClose(null)}
      closeDisabled={uploading}
      focusAfter={focusAfter}
    >
      {chosen ? (
        <form onSubmit={insert} noValidate className="space-y-4">
          <img
            src={chosen.thumbnail}
            alt=""
            width={chosen.width}
            height={chosen.height}
            className="h-auto max-h-48 w-auto max-w-full rounded-lg border border-line"
          />
          <div>
            <TextField
              id={ALT_FIELD_ID}
              label={IMAGE_ALT_LABEL}
              required
              maxLength={IMAGE_ALT_MAX}
              value={alt}
              error={altError}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(undefined);
              }}
              aria-describedby={altError ? `${ALT_FIELD_ID}-error` : `${ALT_FIELD_ID}-hint`}
              autoFocus
            />
            <p id={`${ALT_FIELD_ID}-hint`} className="mt-1 text-sm text-ink-soft">
              Say in a few words what the picture shows, for readers whose mail program hides images or who cannot see
              them.
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={secondary} onClick={() => setChosen(null)}>
              Choose another
            </button>
            <button type="button" className={secondary} onClick={() => onClose(null)}>
              Cancel
            </button>
            <button type="submit" className={`${buttonBase} bg-brand text-white hover:bg-brand-dark`}>
              Insert
            </button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <label htmlFor={fileId} className="block font-semibold">
              Upload a new image
            </label>
            <input
              id={fileId}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              disabled={uploading}
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => void upload(event.currentTarget)}
              className="mt-1 block w-full max-w-full text-sm"
            />
            <p id={`${fileId}-hint`} className="mt-1 text-sm text-ink-soft">
              {uploading ? "Uploading..." : `JPG, PNG, GIF up to ${Math.round(IMAGE_MAX_BYTES / MB)}MB`}
            </p>
            {uploadError ? (
              <p role="alert" className="mt-1 text-sm font-medium text-error">
                {uploadError}
              </p>
            ) : null}
          </div>
          <h3 className="mt-6 font-semibold">Or choose one already on the site</h3>
          {images.length === 0 ? (
            <p className="mt-2 text-ink-soft">No images are stored yet.</p>
          ) : (
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => choose(image)}
                    className="w-full rounded-lg border border-line p-1 text-left hover:border-brand focus-visible:outline-3 focus-visible:outline-accent"
                  >
                    <img
                      src={image.thumbnail}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-md bg-paper object-cover"
                    />
                    <span className="mt-1 line-clamp-2 block text-sm break-words">{image.alt || "No description"}</span>
                    <span className="block text-xs text-ink-soft">
                      {image.width} × {image.height} px
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex justify-end">
            <button type="button" className={secondary} onClick={() => onClose(null)}>
              Cancel
            </button>
          </div>
        </>
      )}
    </AdminModal>
  );
}

/** Without JavaScript: the stored images, each with the line to copy into the text. */
function StoredImageList({ images }: { images: StoredImageChoice[] }) {
  if (images.length === 0) return null;
  return (
    <details className="rounded-xl border border-line p-3">
      <summary className="cursor-pointer font-semibold">Images you can use</summary>
      <p className="mt-2 text-sm text-ink-soft">
        Copy an image's line into the text where it should appear, and put in the brackets what it shows.
      </p>
      <ul className="mt-3 grid gap-3">
        {images.map((image) => (
          <li key={image.id} className="flex items-center gap-3">
            <img src={image.thumbnail} alt="" loading="lazy" className="h-14 w-20 shrink-0 rounded-md object-cover" />
            <code className="min-w-0 text-sm break-all select-all">
              {imageMarkdown(image.alt || "Describe the image", image.emailSrc)}
            </code>
          </li>
        ))}
      </ul>
    </details>
  );
}
