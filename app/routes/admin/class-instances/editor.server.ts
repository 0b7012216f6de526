import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { answerFailure, failed, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { CLASS_INSTANCES_LIST } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { duplicateClassInstance } from "#core/classes/duplicate-class-instance";
import { getClassInstanceForEditing } from "#core/classes/get-class-instance-for-editing";
import { listClassTypeChoices } from "#core/classes/list-class-type-choices";
import { saveClassInstance } from "#core/classes/save-class-instance";
import { todayIn } from "#core/dates";
import { CLASS_INSTANCE_MESSAGES, readClassInstanceForm } from "#rules/class-instance";

/** The class instance form's data: the instance when editing, the class types, and today where the business is. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireAdmin(request, context);
  const [classInstance, classTypes] = await Promise.all([
    params.id ? getClassInstanceForEditing({ db: context.db, id: params.id }) : null,
    listClassTypeChoices({ db: context.db }),
  ]);
  if (params.id && !classInstance) throw data({ error: CLASS_INSTANCE_MESSAGES.notFound }, { status: 404 });
  return { classInstance, classTypes, today: todayIn(context.siteSettings.timeZone) };
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
      return saved(form, { context, message, redirectTo: CLASS_INSTANCES_LIST });
    }
    const result = await saveClassInstance({
      db: context.db,
      id,
      input: readClassInstanceForm(form),
      today: todayIn(context.siteSettings.timeZone),
      actor,
    });
    if (result.ok)
      return saved(form, {
        context,
        message: id ? CLASS_INSTANCE_MESSAGES.updated : CLASS_INSTANCE_MESSAGES.created,
        redirectTo: CLASS_INSTANCES_LIST,
      });
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
