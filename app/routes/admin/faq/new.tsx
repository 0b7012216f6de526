import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { FAQ_WORDS } from "#rules/faq-question";
import type { Route } from "./+types/new";
import { FaqEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${FAQ_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default function NewFaqQuestion({ actionData }: Route.ComponentProps) {
  return <FaqEditor question={null} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
