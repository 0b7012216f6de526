import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { answerFailure, failed, redirectWithToast, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { duplicateClassInstance } from "#core/classes/duplicate-class-instance";
import { findHiddenClassDate } from "#core/classes/find-hidden-class-date";
import { getClassInstanceForEditing } from "#core/classes/get-class-instance-for-editing";
import { listClassTypeChoices } from "#core/classes/list-class-type-choices";
import { saveClassInstance } from "#core/classes/save-class-instance";
import { todayIn } from "#core/dates";
import { CLASS_INSTANCE_MESSAGES, hiddenByClassTypeWarning, readClassInstanceForm } from "#rules/class-instance";

/**
 * The class instance form's data: the instance when editing, the class types,
 * and today where the business is. A new class may start with its class type
 * chosen (`?classType=` with the type's id, as the dashboard's Overview links).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const [classInstance, classTypes] = await Promise.all([
    params.id ? getClassInstanceForEditing({ db: context.db, id: params.id }) : null,
    listClassTypeChoices({ db: context.db }),
  ]);
  // As the class type form: a class date that is gone returns to the scheduled classes, which say so.
  if (params.id && !classInstance)
    throw redirectWithToast({
      to: ADMIN_PATHS.classInstances.list,
      message: CLASS_INSTANCE_MESSAGES.notFound,
      tone: "error",
      signingKey: context.signingKey,
    });
  const asked = new URL(request.url).searchParams.get("classType");
  const preselectedClassTypeId = classTypes.find((classType) => classType.id === asked)?.id ?? "";
  return { classInstance, classTypes, preselectedClassTypeId, today: todayIn(context.siteSettings.timeZone) };
}

/** Saves the form (new or edit); `intent` duplicate or delete acts on the instance from the list instead. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  const intent = form.get("intent");
  const id = params.id;

  try {
    if ((intent === "duplicate" || intent === "delete") && id) {
      const result =
        intent === "duplicate"
          ? await duplicateClassInstance({ db: context.db, id, actor })
          : await deleteClassInstance({ db: context.db, id, actor });
      if (!result.ok) return answerFailure(result, { notFound: CLASS_INSTANCE_MESSAGES.notFound });
      const message = intent === "duplicate" ? CLASS_INSTANCE_MESSAGES.duplicated : CLASS_INSTANCE_MESSAGES.deleted;
      const undo = "trashId" in result ? result.trashId : undefined;
      return saved(form, { context, message, redirectTo: ADMIN_PATHS.classInstances.list, undo });
    }
    const result = await saveClassInstance({
      db: context.db,
      id,
      input: readClassInstanceForm(form),
      today: todayIn(context.siteSettings.timeZone),
      actor,
      mail: context.config.mail,
      timeZone: context.siteSettings.timeZone,
    });
    if (result.ok) {
      const done = id ? CLASS_INSTANCE_MESSAGES.updated : CLASS_INSTANCE_MESSAGES.created;
      // Saved as active under a class type that is not: say it will not show on the site.
      const hidden = await findHiddenClassDate({ db: context.db, id: result.id });
      const message = hidden
        ? `${done}. ${hiddenByClassTypeWarning(hidden.classTypeTitle, hidden.classTypeStatus)}`
        : done;
      return saved(form, { context, message, redirectTo: ADMIN_PATHS.classInstances.list });
    }
    return answerFailure(result, { notFound: CLASS_INSTANCE_MESSAGES.notFoundForUpdate });
  } catch (error) {
    context.logger.error({ err: error, intent }, "class instance write failed");
    const messages = {
      duplicate: CLASS_INSTANCE_MESSAGES.duplicateFailed,
      delete: CLASS_INSTANCE_MESSAGES.deleteFailed,
    } as Record<string, string>;
    return failed(
      messages[String(intent)] ?? (id ? CLASS_INSTANCE_MESSAGES.updateFailed : CLASS_INSTANCE_MESSAGES.createFailed),
      500,
    );
  }
}
