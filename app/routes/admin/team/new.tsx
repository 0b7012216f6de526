import { nextDisplayOrder } from "../../../../core/display-order";
import { teamMembers } from "../../../../db/schema";
import { AdminErrorBoundary } from "../../../components/admin/admin-error-boundary";
import { TeamMemberEditor } from "../../../components/admin/team-member-editor";
import { requireAdmin } from "../../../lib/admin-session.server";
import type { Route } from "./+types/new";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Add New Team Member · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { nextDisplayOrder: await nextDisplayOrder({ db: context.db, table: teamMembers }) };
}

export default function NewTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamMemberEditor member={null} nextDisplayOrder={loaderData.nextDisplayOrder} actionData={actionData} />;
}

export const ErrorBoundary = AdminErrorBoundary;
