import type { AppLoadContext } from "react-router";
import type { AuditActor } from "../../core/audit/record-audit-event";
import type { SaveOutcome } from "../../core/content-write";
import type { ImageInput } from "../../core/images/resolve-image-input";
import { failed, invalid, saved } from "./admin-action.server";
import { requireAdminForWrite } from "./admin-session.server";
import { auditActor } from "./audit-actor.server";
import { readImageInput } from "./image-input.server";

type Save = (args: { input: Record<string, string>; image: ImageInput; actor: AuditActor }) => Promise<SaveOutcome>;

/**
 * The action of a content editor (new and edit share it): reads the named
 * text fields and the `image` field, saves through core (which checks with
 * the form's own schema), and answers as the kit's editors expect.
 */
export async function handleContentSave({
  request,
  context,
  fields,
  save,
  messages,
  redirectTo,
}: {
  request: Request;
  context: AppLoadContext;
  fields: readonly string[];
  save: Save;
  messages: { saved: string; failed: string; notFound: string };
  redirectTo: string;
}) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const input: Record<string, string> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === "string") input[name] = value;
  }
  try {
    const outcome = await save({ input, image: readImageInput(form, "image"), actor: auditActor(session, context) });
    if (outcome.ok) return saved(form, { message: messages.saved, redirectTo });
    if ("notFound" in outcome) return failed(messages.notFound, 404);
    return invalid(outcome.errors);
  } catch (error) {
    context.logger.error({ err: error }, messages.failed);
    return failed(messages.failed, 500);
  }
}
