import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { SESSION_TYPE_WORDS } from "#rules/session-type";
import type { Route } from "./+types/new";
import { SessionTypeEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${SESSION_TYPE_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default function NewSessionType({ actionData }: Route.ComponentProps) {
  return <SessionTypeEditor sessionType={null} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
