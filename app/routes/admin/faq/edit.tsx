import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { getFaqQuestion } from "#core/faq/get-faq-question";
import { FAQ_LIST, FAQ_MESSAGES } from "#rules/faq-question";
import type { Route } from "./+types/edit";
import { FaqEditor } from "./faq-editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Question · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const question = await getFaqQuestion({ db: context.db, id: params.id });
  if (!question) {
    throw data({ error: FAQ_MESSAGES.notFound, back: { to: FAQ_LIST, label: "Back to the FAQ" } }, { status: 404 });
  }
  return { question };
}

export default function EditFaqQuestion({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqEditor key={loaderData.question.id} question={loaderData.question} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
