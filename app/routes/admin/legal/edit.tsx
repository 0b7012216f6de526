import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { EditorForm } from "#app/components/admin/editor-form";
import { MarkdownField } from "#app/components/admin/markdown-field";
import { useEditorState } from "#app/components/admin/use-editor-state";
import { TextField } from "#app/components/form-field";
import { answerFailure, failed, faultStatus, keptTyping, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { overTyped } from "#app/lib/field-binding";
import { getLegalPage } from "#core/legal/get-legal-page";
import { isLegalPageSlug } from "#core/legal/is-legal-page-slug";
import { renderLegalMarkdown } from "#core/legal/render-legal-markdown";
import { saveLegalPage } from "#core/legal/save-legal-page";
import { openedVersionOf } from "#rules/edit-version";
import { LEGAL_PAGE_LABELS, LEGAL_PAGE_MESSAGES, LegalPageSchema } from "#rules/legal-page";
import { MARKDOWN_HINT } from "#rules/markdown-hint";
import type { Route } from "./+types/edit";

export function meta() {
  return [{ title: "Edit legal page · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  if (!isLegalPageSlug(params.slug)) throw data({ error: "Page not found" }, { status: 404 });
  const editVersion = await editVersionOf(context, "legal_page", params.slug);
  const page = await getLegalPage({ db: context.db, slug: params.slug });
  return { page, preview: renderLegalMarkdown(page.body), editVersion };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireActor(context);
  if (!isLegalPageSlug(params.slug)) return failed("Page not found", 404);
  const form = await request.formData();
  try {
    const result = await saveLegalPage({
      db: context.db,
      slug: params.slug,
      input: { title: form.get("title") ?? "", body: form.get("body") ?? "" },
      actor,
      opened: openedVersionOf(form),
    });
    if (!result.ok) {
      return answerFailure(
        result,
        { notFound: LEGAL_PAGE_MESSAGES.saveFailed, timeZone: context.siteSettings.timeZone },
        keptTyping(form),
      );
    }
    return saved(form, { context, message: LEGAL_PAGE_MESSAGES.saved, redirectTo: ADMIN_PATHS.legal.list });
  } catch (error) {
    return failed(
      LEGAL_PAGE_MESSAGES.saveFailed,
      faultStatus(context, error, "saving a legal page failed"),
      keptTyping(form),
    );
  }
}

export default function EditLegalPage({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditorState({
    actionData,
    check: (form) => LegalPageSchema.safeParse(Object.fromEntries(form)),
  });
  const { errors } = editor;
  const page = overTyped(loaderData.page, editor.typed);
  return (
    <EditorForm
      heading={`Edit ${page.title}`}
      editor={editor}
      submitLabel="Save Page"
      cancelTo={ADMIN_PATHS.legal.list}
    >
      {loaderData.page.isDefault ? (
        <p className="rounded-lg bg-brand-light px-3 py-2 text-sm text-ink">
          This is the built-in text. It follows your settings (your own or an embedded consultation and newsletter form)
          until you save it: then it is yours, and its "Last updated" date is the day you save.
        </p>
      ) : null}
      <TextField
        id="title"
        name="title"
        label={LEGAL_PAGE_LABELS.title}
        required
        defaultValue={page.title}
        error={errors.title}
      />
      <MarkdownField
        id="body"
        name="body"
        label={LEGAL_PAGE_LABELS.body}
        rows={20}
        defaultValue={page.body}
        error={errors.body}
        hint={`${MARKDOWN_HINT} ${LEGAL_PAGE_MESSAGES.hiddenWhileEmpty}`}
        savedHtml={loaderData.preview}
      />
    </EditorForm>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
