import { data, redirect } from "react-router";
import type { PreviewAnswer } from "#app/components/admin/newsletter/use-live-email-preview";
import { faultStatus } from "#app/lib/admin-action.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdminForWrite } from "#app/lib/admin-session.server";
import { slugify } from "#rules/class-page";
import { NEWSLETTER_EDITOR_MESSAGES as M, NewsletterIssueSchema } from "#rules/newsletter-issue";
import type { Route } from "./+types/preview";
import { issuePreview } from "./page-data.server";

/** Nothing to show here: the preview lives on the issue's page. */
export function loader() {
  return redirect(ADMIN_PATHS.newsletter.list);
}

/**
 * The issue as typed, drawn by the same code as the test copy and the send
 * (decision 068): the issue's page posts its form here a moment after the
 * owner stops typing. Nothing is saved. Input the form would refuse (no
 * subject, a body too long) gets the form's own message (400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdminForWrite(context);
  const form = await request.formData().catch(() => null);
  const parsed = NewsletterIssueSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? M.previewFailed;
    return data<PreviewAnswer>({ ok: false, errors: {}, formError: error }, { status: 400 });
  }
  const fields = parsed.data;
  try {
    const preview = issuePreview(context, { ...fields, slug: fields.slug || slugify(fields.subject) });
    return data<PreviewAnswer>({ ok: true, message: "", previewText: fields.previewText, ...preview });
  } catch (error) {
    return data<PreviewAnswer>(
      { ok: false, errors: {}, formError: M.previewFailed },
      { status: faultStatus(context, error, "newsletter preview failed") },
    );
  }
}
