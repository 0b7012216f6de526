import { answerFailure, failed, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { deleteClassInstance } from "#core/classes/delete-class-instance";
import { duplicateClassInstance } from "#core/classes/duplicate-class-instance";
import { findHiddenClassDate } from "#core/classes/find-hidden-class-date";
import { saveClassInstance } from "#core/classes/save-class-instance";
import { todayIn } from "#core/dates";
import {
  CLASS_INSTANCE_MESSAGES,
  classDateOverBookingMessage,
  hiddenByClassTypeWarning,
  readClassInstanceForm,
} from "#rules/class-instance";
import { openedVersionOf } from "#rules/edit-version";
import type { Route as EditRoute } from "./+types/edit";
import type { Route as NewRoute } from "./+types/new";

/** Saves the form (new or edit); `intent` duplicate or delete acts on the instance from the list instead. */
export async function action({ request, context, params }: NewRoute.ActionArgs | EditRoute.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  const intent = form.get("intent");
  // The new page has no id; the edit page has the one being edited.
  const id = "id" in params ? params.id : undefined;

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
      mail: visitorMail(context),
      timeZone: context.siteSettings.timeZone,
      opened: openedVersionOf(form),
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
    return answerFailure(
      result,
      {
        notFound: CLASS_INSTANCE_MESSAGES.notFoundForUpdate,
        timeZone: context.siteSettings.timeZone,
        conflict: (failure) => classDateOverBookingMessage(failure.startsAt, context.siteSettings.timeZone),
      },
      keptTyping(form),
    );
  } catch (error) {
    const messages = {
      duplicate: CLASS_INSTANCE_MESSAGES.duplicateFailed,
      delete: CLASS_INSTANCE_MESSAGES.deleteFailed,
    } as Record<string, string>;
    return failed(
      messages[String(intent)] ?? (id ? CLASS_INSTANCE_MESSAGES.updateFailed : CLASS_INSTANCE_MESSAGES.createFailed),
      faultStatus(context, error, "class instance write failed", { intent }),
      intent === "duplicate" || intent === "delete" ? {} : keptTyping(form),
    );
  }
}
