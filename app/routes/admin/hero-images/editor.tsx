import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { HeroImagePicker } from "#app/components/admin/hero-images/hero-image-picker";
import type { HeroImageView } from "#app/components/admin/hero-images/hero-image-view";
import { type Dimensions, readImageDimensions } from "#app/components/admin/hero-images/image-dimensions";
import { AdminModal } from "#app/components/admin/modal";
import { mayDiscard } from "#app/components/admin/modal-close";
import { isStaleAnswer, StaleEditNotice } from "#app/components/admin/stale-edit-notice";
import { useAdminToast } from "#app/components/admin/toasts";
import { SelectField, TextAreaField, TextField } from "#app/components/form-field";
import type { FormAnswer } from "#app/lib/admin-action.server";
import { bindFields } from "#app/lib/field-binding";
import { SAVE_REDIRECT_DELAY_MS } from "#rules/admin-form";
import { ADMIN_VERBS } from "#rules/admin-verbs";
import { HERO_PAGE_ASSIGNMENTS } from "#rules/allowed-values";
import { errorsByField, fieldErrors } from "#rules/form-text-plain";
import {
  checkHeroImageFile,
  HERO_IMAGE_MESSAGES,
  HERO_IMAGE_TEXT,
  HERO_IMAGE_TOASTS,
  HERO_PAGE_LABELS,
  type HeroFormMode,
  HeroImageSchema,
  nameFromFileName,
} from "#rules/hero-image";
import { HERO_IMAGE_MAX_BYTES, IMAGE_LINK_MESSAGES, parseImageLink } from "#rules/images";

/** The browser's check of the image part, with the messages of rules/hero-image.ts. */
function imageProblem(mode: HeroFormMode, form: FormData): string | null {
  const file = form.get("imageFile");
  const chosen = file instanceof File && file.size > 0 ? file : null;
  if (mode === "upload" || chosen) return checkHeroImageFile(chosen);
  const url = form.get("imageUrl");
  if (typeof url !== "string") return null; // editing an uploaded image without replacing it
  if (!url.trim()) return HERO_IMAGE_MESSAGES.imageUrlRequired;
  const link = parseImageLink(url);
  if (link.kind === "invalid") return link.message;
  // A data URL travels as text, a third larger than its bytes; the server's request limit is set for files.
  if (link.kind === "data" && url.length > HERO_IMAGE_MAX_BYTES) return HERO_IMAGE_MESSAGES.tooLarge;
  return null;
}

/** The modal form in its three modes: upload, add from URL, edit. Closes 1.5 s after a successful save. */
export function HeroImageForm({
  mode,
  image,
  onClose,
}: {
  mode: HeroFormMode;
  image?: HeroImageView;
  onClose: () => void;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const showToast = useAdminToast();
  const [name, setName] = useState(image?.name ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  const [dirty, setDirty] = useState(false);
  const unsaved = dirty && !saved;
  const dimensions = useRef<Dimensions | null>(image ? { width: image.width, height: image.height } : null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busy = fetcher.state !== "idle" || saved || measuring;
  const field = bindFields(HeroImageSchema, {
    values: image ?? { pageAssignment: "unassigned" },
    errors,
    idPrefix: "hero-",
  });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      showToast(result.message);
      setSaved(true);
      const timer = setTimeout(() => closeRef.current(), SAVE_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setErrors(result.errors);
    setFormError(result.formError);
    setStale(isStaleAnswer(result));
    // A stale save says who saved first in the form, where it offers what to do.
    if (Object.keys(result.errors).length === 0 && !isStaleAnswer(result))
      showToast(HERO_IMAGE_TOASTS.saveFailed, "error");
  }, [fetcher.state, fetcher.data, showToast]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = HeroImageSchema.safeParse(Object.fromEntries(form));
    const found = parsed.success ? {} : errorsByField(fieldErrors(parsed.error));
    const problem = imageProblem(mode, form);
    if (problem) found.image = problem;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;

    const link = form.get("imageUrl");
    const file = form.get("imageFile");
    if (typeof link === "string" && link.trim() && !(file instanceof File && file.size > 0)) {
      // The server never fetches a link: the browser loads it first, for its real size and to know it works.
      setMeasuring(true);
      const size = dimensions.current ?? (await readImageDimensions(link.trim()));
      setMeasuring(false);
      if (size) {
        form.set("width", String(size.width));
        form.set("height", String(size.height));
      } else if (link.trim() !== image?.linkUrl) {
        setErrors({ image: IMAGE_LINK_MESSAGES.notLoaded });
        return;
      }
    }
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  return (
    <AdminModal
      title={HERO_IMAGE_TEXT.title[mode]}
      onClose={onClose}
      closeDisabled={fetcher.state !== "idle"}
      dirty={unsaved}
    >
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        onChange={() => setDirty(true)}
        className="grid gap-4"
      >
        <AdminFormFields />
        <input type="hidden" name="intent" value={mode === "edit" ? "update" : "create"} />
        <input type="hidden" name="mode" value={mode} />
        {image ? <input type="hidden" name="id" value={image.id} /> : null}
        <StaleEditNotice formError={formError ?? ""} stale={stale} version={image?.editVersion} />
        <HeroImagePicker
          mode={mode}
          image={image}
          error={errors.image}
          onDimensions={(size) => {
            dimensions.current = size;
          }}
          onLinkTyped={() => setErrors(({ image: _, ...rest }) => rest)}
          onFileChosen={(file) => {
            const problem = checkHeroImageFile(file);
            setErrors(({ image: _, ...rest }) => (problem ? { ...rest, image: problem } : rest));
            if (!problem && !name.trim()) setName(nameFromFileName(file.name));
            return problem;
          }}
        />
        <TextField
          label={HERO_IMAGE_TEXT.labels.name}
          {...field("name", { value: name })}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <SelectField label={HERO_IMAGE_TEXT.labels.pageAssignment} {...field("pageAssignment")}>
          {HERO_PAGE_ASSIGNMENTS.map((page) => (
            <option key={page} value={page}>
              {HERO_PAGE_LABELS[page]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label={HERO_IMAGE_TEXT.labels.description} {...field("description")} />
        <div>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={image?.isActive ?? false}
              aria-invalid={errors.isActive ? true : undefined}
              aria-describedby={errors.isActive ? "hero-active-error" : undefined}
              className="h-4 w-4"
            />
            {HERO_IMAGE_TEXT.activeCheckbox}
          </label>
          {errors.isActive ? (
            <p id="hero-active-error" className="mt-1 text-sm font-medium text-accent">
              {errors.isActive}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={() => {
              if (mayDiscard(unsaved)) onClose();
            }}
            disabled={fetcher.state !== "idle"}
            className="rounded-full border border-line px-5 py-2 font-semibold text-ink"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {fetcher.state !== "idle" || measuring ? ADMIN_VERBS.saving : HERO_IMAGE_TEXT.submit[mode]}
          </button>
        </div>
      </fetcher.Form>
    </AdminModal>
  );
}
