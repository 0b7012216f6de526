import { answerFailure, failed, failureReason, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { readImageInput } from "#app/lib/image-input.server";
import { deleteClassType } from "#core/classes/delete-class-type";
import { saveClassType } from "#core/classes/save-class-type";
import { CLASS_TYPE_MESSAGES, readClassTypeForm } from "#rules/class-type";
import { openedVersionOf } from "#rules/edit-version";
import type { Route as EditRoute } from "./+types/edit";
import type { Route as NewRoute } from "./+types/new";

/** Saves the form (new or edit), or deletes the class type when `intent` is delete. */
export async function action({ request, context, params }: NewRoute.ActionArgs | EditRoute.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  // The new page has no id; the edit page has the one being edited.
  const id = "id" in params ? params.id : undefined;

  if (form.get("intent") === "delete") {
    if (!id) return failed(CLASS_TYPE_MESSAGES.notFound, 404);
    try {
      const result = await deleteClassType({ db: context.db, id, actor });
      if (result.ok)
        return saved(form, {
          context,
          message: CLASS_TYPE_MESSAGES.deleted,
          redirectTo: ADMIN_PATHS.classTypes.list,
          undo: result.trashId,
        });
      return answerFailure(result, {
        notFound: CLASS_TYPE_MESSAGES.notFound,
        conflict: ({ scheduledClasses }) => CLASS_TYPE_MESSAGES.hasClasses(scheduledClasses),
      });
    } catch (error) {
      return failed(CLASS_TYPE_MESSAGES.deleteFailed, faultStatus(context, error, "class type delete failed"));
    }
  }

  try {
    const result = await saveClassType({
      db: context.db,
      id,
      input: readClassTypeForm(form),
      image: readImageInput(form, "featuredImage"),
      actor,
      opened: openedVersionOf(form),
    });
    if (result.ok)
      return saved(form, {
        context,
        message: id ? CLASS_TYPE_MESSAGES.updated : CLASS_TYPE_MESSAGES.created,
        redirectTo: ADMIN_PATHS.classTypes.list,
      });
    return answerFailure(
      result,
      { notFound: CLASS_TYPE_MESSAGES.notFoundForUpdate, timeZone: context.siteSettings.timeZone },
      keptTyping(form),
    );
  } catch (error) {
    const reason = failureReason(error);
    return failed(
      id ? CLASS_TYPE_MESSAGES.updateFailed(reason) : CLASS_TYPE_MESSAGES.createFailed(reason),
      faultStatus(context, error, "class type save failed"),
      keptTyping(form),
    );
  }
}
