import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { getFaqQuestion } from "#core/faq/get-faq-question";
import { FAQ_MESSAGES } from "#rules/faq-question";
import type { Route } from "./+types/edit";
import { FaqEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Question · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "faq_question", params.id);
  const question = foundOrBackToList(await getFaqQuestion({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.faq.list,
    message: FAQ_MESSAGES.notFound,
    context,
  });
  return { question, editVersion };
}

export default function EditFaqQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqEditor key={loaderData.question.id} question={loaderData.question} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
