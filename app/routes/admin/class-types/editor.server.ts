import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { answerFailure, failed, failureReason, redirectWithToast, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { readImageInput } from "#app/lib/image-input.server";
import { deleteClassType } from "#core/classes/delete-class-type";
import { getClassTypeForEditing } from "#core/classes/get-class-type-for-editing";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { saveClassType } from "#core/classes/save-class-type";
import { CLASS_TYPE_MESSAGES, readClassTypeForm } from "#rules/class-type";

/** The class type form's data: the class type when editing, and the instructors to choose from. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const classType = params.id ? await getClassTypeForEditing({ db: context.db, id: params.id }) : null;
  // The spec: "Class type not found (then to /admin)"; back to the dashboard's class types, which says so.
  if (params.id && !classType)
    throw redirectWithToast({
      to: ADMIN_PATHS.classTypes.list,
      message: CLASS_TYPE_MESSAGES.notFound,
      tone: "error",
      signingKey: context.signingKey,
    });
  // An instructor who is inactive now stays listed (marked inactive) for the class type they teach.
  const instructors = await listInstructorChoices({ db: context.db, keep: classType?.instructorId });
  return { classType, instructors };
}

/** Saves the form (new or edit), or deletes the class type when `intent` is delete. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);

  if (form.get("intent") === "delete") {
    if (!params.id) return failed(CLASS_TYPE_MESSAGES.notFound, 404);
    try {
      const result = await deleteClassType({ db: context.db, id: params.id, actor });
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
      context.logger.error({ err: error }, "class type delete failed");
      return failed(CLASS_TYPE_MESSAGES.deleteFailed, 500);
    }
  }

  try {
    const result = await saveClassType({
      db: context.db,
      id: params.id,
      input: readClassTypeForm(form),
      image: readImageInput(form, "featuredImage"),
      actor,
    });
    if (result.ok)
      return saved(form, {
        context,
        message: params.id ? CLASS_TYPE_MESSAGES.updated : CLASS_TYPE_MESSAGES.created,
        redirectTo: ADMIN_PATHS.classTypes.list,
      });
    return answerFailure(result, { notFound: CLASS_TYPE_MESSAGES.notFoundForUpdate });
  } catch (error) {
    context.logger.error({ err: error }, "class type save failed");
    const reason = failureReason(error);
    return failed(params.id ? CLASS_TYPE_MESSAGES.updateFailed(reason) : CLASS_TYPE_MESSAGES.createFailed(reason), 500);
  }
}
