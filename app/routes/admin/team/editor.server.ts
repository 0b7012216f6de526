import type { ActionFunctionArgs } from "react-router";
import { createTeamMember } from "../../../../core/team/create-team-member";
import { updateTeamMember } from "../../../../core/team/update-team-member";
import { TEAM_MEMBER_MESSAGES } from "../../../../rules/team-member";
import { handleContentSave } from "../../../lib/content-editor.server";

const FIELDS = ["name", "role", "bio", "qualifications", "quote", "displayOrder", "status"] as const;

/** Saves the team member form: a new member at /admin/team/new, else the member of the address. */
export function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = params;
  return handleContentSave({
    request,
    context,
    fields: FIELDS,
    redirectTo: "/admin/team",
    messages: {
      saved: id ? TEAM_MEMBER_MESSAGES.updated : TEAM_MEMBER_MESSAGES.created,
      failed: id ? TEAM_MEMBER_MESSAGES.updateFailed : TEAM_MEMBER_MESSAGES.createFailed,
      notFound: TEAM_MEMBER_MESSAGES.notFound,
    },
    save: ({ input, image, actor }) =>
      id
        ? updateTeamMember({ db: context.db, id, input, image, actor })
        : createTeamMember({ db: context.db, input, image, actor }),
  });
}
