import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { foundOrBackToList } from "#app/lib/admin-edit-page.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { editVersionOf } from "#app/lib/edit-version.server";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { listTaughtClassTypes } from "#core/classes/list-taught-class-types";
import { getTeamMember } from "#core/team/get-team-member";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import type { Route } from "./+types/edit";
import { TeamMemberEditor } from "./editor";

export { action } from "./editor.server";

export function meta() {
  return [{ title: "Edit Team Member · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const editVersion = await editVersionOf(context, "team_member", params.id);
  const member = foundOrBackToList(await getTeamMember({ db: context.db, id: params.id }), {
    list: ADMIN_PATHS.team.list,
    message: TEAM_MEMBER_MESSAGES.notFound,
    context,
  });
  const [taught, instructors] = await Promise.all([
    listTaughtClassTypes({ db: context.db, instructorIds: [member.id] }),
    listInstructorChoices({ db: context.db }),
  ]);
  return { member, teaches: taught.get(member.id) ?? [], instructors, editVersion };
}

export default function EditTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, teaches, instructors } = loaderData;
  return (
    <TeamMemberEditor
      key={member.id}
      member={member}
      nextDisplayOrder={member.displayOrder}
      actionData={actionData}
      teaches={teaches}
      instructors={instructors}
    />
  );
}

export const ErrorBoundary = AdminErrorBoundary;
