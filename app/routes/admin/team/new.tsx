import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { requireAdmin } from "#app/lib/admin-session.server";
import { nextTeamMemberDisplayOrder } from "#core/display-order";
import { TEAM_MEMBER_WORDS } from "#rules/team-member";
import type { Route } from "./+types/new";
import { TeamMemberEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: `${TEAM_MEMBER_WORDS.newHeading} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { nextDisplayOrder: await nextTeamMemberDisplayOrder({ db: context.db }) };
}

export default function NewTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamMemberEditor member={null} nextDisplayOrder={loaderData.nextDisplayOrder} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
