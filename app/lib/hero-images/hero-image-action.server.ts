import type { AppLoadContext } from "react-router";
import { answerFailure, answerInvalid, failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { readImageInput } from "#app/lib/image-input.server";
import { createHeroImage } from "#core/hero-images/create-hero-image";
import { deleteHeroImage } from "#core/hero-images/delete-hero-image";
import { heroImageInputFor } from "#core/hero-images/hero-image-input-for";
import { missingHeroImage } from "#core/hero-images/missing-hero-image";
import { resolveHeroImageSource } from "#core/hero-images/resolve-hero-image-source";
import { setActiveHeroImage } from "#core/hero-images/set-active-hero-image";
import type { HeroImageActor, HeroImageSource } from "#core/hero-images/source-columns";
import { updateHeroImage } from "#core/hero-images/update-hero-image";
import { ImageRejectedError } from "#core/images/store-image";
import { openedVersionOf } from "#rules/edit-version";
import { errorsByField, fieldErrors } from "#rules/form-text";
import { HERO_IMAGE_MESSAGES, HERO_IMAGE_TOASTS, type HeroFormMode, HeroImageSchema } from "#rules/hero-image";
import { isUuid } from "#rules/ids";
import { ASSIGNMENT_FILTER } from "./load-hero-images.server";

/** The image field's name: the form posts `imageFile` and `imageUrl`. */
const HERO_IMAGE_FIELD = "image";

type Write = { form: FormData; context: AppLoadContext; actor: HeroImageActor; listUrl: string };

function idOf(form: FormData): string | null {
  const id = form.get("id");
  return isUuid(id) ? id : null;
}

async function save({ form, context, actor, listUrl }: Write, mode: HeroFormMode) {
  const parsed = HeroImageSchema.safeParse(Object.fromEntries(form));
  const input = heroImageInputFor(mode, readImageInput(form, HERO_IMAGE_FIELD));
  const errors = parsed.success ? {} : errorsByField(fieldErrors(parsed.error));
  const missing = missingHeroImage(mode, input);
  if (missing) errors[HERO_IMAGE_FIELD] = missing;
  if (!parsed.success || missing) return answerInvalid(errors);
  const fields = parsed.data;

  let source: HeroImageSource | undefined;
  try {
    source = await resolveHeroImageSource({ db: context.db, input, fields });
  } catch (error) {
    if (error instanceof ImageRejectedError) return answerInvalid({ [HERO_IMAGE_FIELD]: error.message });
    throw error;
  }

  if (mode === "edit") {
    const id = idOf(form);
    const opened = openedVersionOf(form);
    const result = id ? await updateHeroImage({ db: context.db, id, fields, source, actor, opened }) : null;
    if (!result) return failed(HERO_IMAGE_MESSAGES.notFound, 404);
    if (!result.ok) {
      return answerFailure(result, {
        notFound: HERO_IMAGE_MESSAGES.notFound,
        timeZone: context.siteSettings.timeZone,
      });
    }
    return saved(form, { context, message: HERO_IMAGE_TOASTS.updated, redirectTo: listUrl });
  }
  if (!source)
    return answerInvalid({ [HERO_IMAGE_FIELD]: missingHeroImage(mode, {}) ?? HERO_IMAGE_MESSAGES.fileRequired });
  await createHeroImage({ db: context.db, fields, source, actor });
  const message = mode === "upload" ? HERO_IMAGE_TOASTS.uploaded : HERO_IMAGE_TOASTS.added;
  return saved(form, { context, message, redirectTo: listUrl });
}

async function activate({ form, context, actor, listUrl }: Write) {
  const id = idOf(form);
  const result = id ? await setActiveHeroImage({ db: context.db, id, actor }) : null;
  if (!result) return failed(HERO_IMAGE_MESSAGES.notFound, 404);
  if (!result.ok) {
    return answerFailure(result, {
      notFound: HERO_IMAGE_MESSAGES.notFound,
      conflict: () => HERO_IMAGE_MESSAGES.activeNeedsPage,
    });
  }
  return saved(form, { context, message: HERO_IMAGE_TOASTS.activated(result.page), redirectTo: listUrl });
}

async function remove({ form, context, actor, listUrl }: Write) {
  const id = idOf(form);
  const result = id ? await deleteHeroImage({ db: context.db, id, actor }) : null;
  if (!result) return failed(HERO_IMAGE_MESSAGES.notFound, 404);
  if (!result.ok) return answerFailure(result, { notFound: HERO_IMAGE_MESSAGES.notFound });
  return saved(form, { context, message: HERO_IMAGE_TOASTS.deleted, redirectTo: listUrl, undo: result.trashId });
}

/** Where a plain form post returns: the manager with the admin's search and filter. */
function listUrlOf(request: Request): string {
  const from = new URL(request.url).searchParams;
  const keep = new URLSearchParams();
  for (const name of ["q", ASSIGNMENT_FILTER]) {
    const value = from.get(name);
    if (value) keep.set(name, value);
  }
  return keep.size > 0 ? `${ADMIN_PATHS.heroImages.list}?${keep}` : ADMIN_PATHS.heroImages.list;
}

const FAILURE_TOASTS = {
  activate: HERO_IMAGE_TOASTS.activateFailed,
  delete: HERO_IMAGE_TOASTS.deleteFailed,
} as Record<string, string>;

/**
 * Every write of the hero image manager: `intent` is create (with `mode`
 * upload or url), update, activate or delete. Bad input answers 400 with
 * messages per field; a missing image 404; nothing is changed in either case.
 */
export async function heroImageAction(request: Request, context: AppLoadContext) {
  const actor = requireActor(context);
  const form = await request.formData();
  const write: Write = { form, context, actor, listUrl: listUrlOf(request) };
  const intent = String(form.get("intent") ?? "");
  try {
    switch (intent) {
      case "create":
        return await save(write, form.get("mode") === "url" ? "url" : "upload");
      case "update":
        return await save(write, "edit");
      case "activate":
        return await activate(write);
      case "delete":
        return await remove(write);
      default:
        return failed("Unknown action");
    }
  } catch (error) {
    return failed(
      FAILURE_TOASTS[intent] ?? HERO_IMAGE_TOASTS.saveFailed,
      faultStatus(context, error, "hero image write failed", { intent }),
    );
  }
}
