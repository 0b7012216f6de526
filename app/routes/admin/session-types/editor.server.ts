import { answerFailure, failed, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { createSessionType } from "#core/session-types/create-session-type";
import { deleteSessionType } from "#core/session-types/delete-session-type";
import { updateSessionType } from "#core/session-types/update-session-type";
import { openedVersionOf } from "#rules/edit-version";
import { readSessionTypeForm, SESSION_TYPE_MESSAGES } from "#rules/session-type";
import type { Route as EditRoute } from "./+types/edit";
import type { Route as NewRoute } from "./+types/new";

/** Saves the form (new or edit), or deletes the session type when `intent` is delete. */
export async function action({ request, context, params }: NewRoute.ActionArgs | EditRoute.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  // The new page has no id; the edit page has the one being edited.
  const id = "id" in params ? params.id : undefined;
  const list = ADMIN_PATHS.sessionTypes.list;

  if (form.get("intent") === "delete") {
    if (!id) return failed(SESSION_TYPE_MESSAGES.notFound, 404);
    try {
      const result = await deleteSessionType({ db: context.db, id, actor });
      if (result.ok)
        return saved(form, { context, message: SESSION_TYPE_MESSAGES.deleted, redirectTo: list, undo: result.trashId });
      return answerFailure(result, {
        notFound: SESSION_TYPE_MESSAGES.notFound,
        conflict: ({ bookings }) => SESSION_TYPE_MESSAGES.hasBookings(bookings),
      });
    } catch (error) {
      return failed(SESSION_TYPE_MESSAGES.deleteFailed, faultStatus(context, error, "session type delete failed"));
    }
  }

  const input = readSessionTypeForm(form);
  try {
    const result = id
      ? await updateSessionType({ db: context.db, id, input, actor, opened: openedVersionOf(form) })
      : await createSessionType({ db: context.db, input, actor });
    if (result.ok)
      return saved(form, {
        context,
        message: id ? SESSION_TYPE_MESSAGES.updated : SESSION_TYPE_MESSAGES.created,
        redirectTo: list,
      });
    return answerFailure(
      result,
      { notFound: SESSION_TYPE_MESSAGES.notFound, timeZone: context.siteSettings.timeZone },
      keptTyping(form),
    );
  } catch (error) {
    return failed(
      id ? SESSION_TYPE_MESSAGES.updateFailed : SESSION_TYPE_MESSAGES.createFailed,
      faultStatus(context, error, "session type save failed"),
      keptTyping(form),
    );
  }
}
