import { data, redirect } from "react-router";
import type { ImageUploadAnswer } from "#app/components/admin/newsletter/image-picker";
import { faultStatus } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { listStoredImages } from "#core/images/list-stored-images";
import { resolveImageInput } from "#core/images/resolve-image-input";
import { ImageRejectedError } from "#core/images/store-image";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#rules/images";
import { NEWSLETTER_EDITOR_MESSAGES as M } from "#rules/newsletter-issue";
import type { Route } from "./+types/images";

/** Nothing to show here: images are chosen in the editor. */
export function loader() {
  return redirect(ADMIN_PATHS.newsletter.list);
}

/**
 * An image uploaded from the newsletter editor (field `file`): checked and
 * stored like every other upload (core/images/store-image.ts), and answered
 * with its copies for the picker. It belongs to no row; an issue's text that
 * names it keeps it (core/images/delete-unused-image.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdminForWrite(context);
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0)
    return data<ImageUploadAnswer>({ ok: false, errors: {}, formError: IMAGE_MESSAGES.invalidType }, { status: 400 });
  try {
    const resolved = await resolveImageInput({
      db: context.db,
      input: { file },
      purpose: "cover",
      maxBytes: IMAGE_MAX_BYTES,
    });
    const [image] =
      resolved.kind === "stored" ? await listStoredImages({ db: context.db, ids: [resolved.image.id] }) : [];
    if (!image)
      return data<ImageUploadAnswer>({ ok: false, errors: {}, formError: M.imageUploadFailed }, { status: 500 });
    return data<ImageUploadAnswer>({ ok: true, message: "", image });
  } catch (error) {
    if (error instanceof ImageRejectedError)
      return data<ImageUploadAnswer>({ ok: false, errors: {}, formError: error.message }, { status: 400 });
    return data<ImageUploadAnswer>(
      { ok: false, errors: {}, formError: M.imageUploadFailed },
      { status: faultStatus(context, error, "newsletter image upload failed") },
    );
  }
}
