import type { ActionFunctionArgs } from "react-router";
import { createTeamMember } from "../../../../core/team/create-team-member";
import { deleteTeamMember } from "../../../../core/team/delete-team-member";
import { updateTeamMember } from "../../../../core/team/update-team-member";
import { TEAM_MEMBER_MESSAGES, TEAM_MEMBERS_LIST } from "../../../../rules/team-member";
import { handleContentAction } from "../../../lib/content-editor.server";

const FIELDS = ["name", "role", "bio", "qualifications", "quote", "displayOrder", "status"] as const;

/** Saves the team member form (a new member at /admin/team/new), or deletes the member when `intent` is delete. */
export function action({ request, context, params }: ActionFunctionArgs) {
  const { id } = params;
  return handleContentAction({
    request,
    context,
    fields: FIELDS,
    redirectTo: TEAM_MEMBERS_LIST,
    messages: {
      saved: id ? TEAM_MEMBER_MESSAGES.updated : TEAM_MEMBER_MESSAGES.created,
      failed: id ? TEAM_MEMBER_MESSAGES.updateFailed : TEAM_MEMBER_MESSAGES.createFailed,
      notFound: TEAM_MEMBER_MESSAGES.notFound,
      deleted: TEAM_MEMBER_MESSAGES.deleted,
      deleteFailed: TEAM_MEMBER_MESSAGES.deleteFailed,
    },
    save: ({ input, image, actor }) =>
      id
        ? updateTeamMember({ db: context.db, id, input, image, actor })
        : createTeamMember({ db: context.db, input, image, actor }),
    remove: id ? (actor) => deleteTeamMember({ db: context.db, id, actor }) : undefined,
  });
}
