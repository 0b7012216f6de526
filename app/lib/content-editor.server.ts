import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import type { AuditActor } from "#core/audit/record-audit-event";
import type { ImageInput } from "#core/images/resolve-image-input";
import type { Invalid, NotFound, Result } from "#core/result";
import type { SaveOutcome } from "#core/write-content-row";
import { type OpenedVersion, openedVersionOf } from "#rules/edit-version";
import type { Database } from "#server/context";
import { answerFailure, failed, faultStatus, keptTyping, saved } from "./admin-action.server";
import { auditActor } from "./admin-actor.server";
import { requireAdminForWrite } from "./admin-session.server";
import { readImageInput } from "./image-input.server";

type Save = (args: {
  input: Record<string, string>;
  image: ImageInput;
  actor: AuditActor;
  opened: OpenedVersion | undefined;
}) => Promise<SaveOutcome>;
/** A delete moves the row to the trash; a choice made with it (e.g. the classes' new instructor) may be refused. */
type RemoveOutcome = Result<{ trashId: string }, NotFound | Invalid>;
type Remove = (actor: AuditActor, input: Record<string, string>) => Promise<RemoveOutcome>;

/**
 * The action of a team member or testimonial editor (new and edit share it):
 * reads the named text fields and the `image` field and saves through core,
 * which checks them with the form's own schema; or, when `intent` is delete,
 * deletes the one being edited. Answers as the kit's forms and lists expect.
 */
async function handleContentAction({
  request,
  context,
  fields,
  save,
  remove,
  messages,
  redirectTo,
}: {
  request: Request;
  context: AppLoadContext;
  fields: readonly string[];
  save: Save;
  /** Absent on the new page, where there is nothing to delete. */
  remove?: Remove;
  messages: { saved: string; failed: string; notFound: string; deleted: string; deleteFailed: string };
  redirectTo: string;
}) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const actor = auditActor(session, context);
  const input: Record<string, string> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === "string") input[name] = value;
  }

  if (form.get("intent") === "delete") {
    if (!remove) return failed(messages.notFound, 404);
    try {
      const outcome = await remove(actor, input);
      if (outcome.ok) return saved(form, { context, message: messages.deleted, redirectTo, undo: outcome.trashId });
      // A refused choice made with the delete (e.g. the classes' new instructor) is what its toast says.
      const refused = outcome.error === "invalid" ? Object.values(outcome.errors)[0] : undefined;
      return answerFailure(outcome, { notFound: messages.notFound, fixErrors: refused });
    } catch (error) {
      return failed(messages.deleteFailed, faultStatus(context, error, messages.deleteFailed));
    }
  }

  try {
    const outcome = await save({ input, image: readImageInput(form, "image"), actor, opened: openedVersionOf(form) });
    if (outcome.ok) return saved(form, { context, message: messages.saved, redirectTo });
    return answerFailure(
      outcome,
      { notFound: messages.notFound, timeZone: context.siteSettings.timeZone },
      keptTyping(form),
    );
  } catch (error) {
    return failed(messages.failed, faultStatus(context, error, messages.failed), keptTyping(form));
  }
}

type ContentMessages = {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
  notFound: string;
  deleted: string;
  deleteFailed: string;
};
type Written = { db: Database; input: Record<string, string>; image: ImageInput; actor: AuditActor };

/**
 * The route action of an editor whose new page (no `id` in the address) creates
 * through `create` and whose edit page updates through `update` or deletes through `remove`.
 */
export function contentEditorAction({
  fields,
  redirectTo,
  messages,
  create,
  update,
  remove,
}: {
  fields: readonly string[];
  redirectTo: string;
  messages: ContentMessages;
  create: (options: Written) => Promise<SaveOutcome>;
  /** Saves over the row `id`, refused when it was saved after `opened`. */
  update: (options: Written & { id: string; opened: OpenedVersion | undefined }) => Promise<SaveOutcome>;
  /** Moves the row to the trash; its toast offers Undo. */
  remove: (options: {
    db: Database;
    id: string;
    actor: AuditActor;
    input: Record<string, string>;
  }) => Promise<RemoveOutcome>;
}) {
  return ({ request, context, params }: ActionFunctionArgs) => {
    const { id } = params;
    return handleContentAction({
      request,
      context,
      fields,
      redirectTo,
      messages: {
        saved: id ? messages.updated : messages.created,
        failed: id ? messages.updateFailed : messages.createFailed,
        notFound: messages.notFound,
        deleted: messages.deleted,
        deleteFailed: messages.deleteFailed,
      },
      save: ({ input, image, actor, opened }) =>
        id
          ? update({ db: context.db, id, input, image, actor, opened })
          : create({ db: context.db, input, image, actor }),
      remove: id ? (actor, input) => remove({ db: context.db, id, actor, input }) : undefined,
    });
  };
}
