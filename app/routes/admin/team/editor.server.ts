import { contentEditorAction } from "#app/lib/content-editor.server";
import { createTeamMember } from "#core/team/create-team-member";
import { deleteTeamMember } from "#core/team/delete-team-member";
import { updateTeamMember } from "#core/team/update-team-member";
import { TEAM_MEMBER_MESSAGES, TEAM_MEMBERS_LIST } from "#rules/team-member";

/** Saves the team member form (a new member at /admin/team/new), or deletes the member when `intent` is delete. */
export const action = contentEditorAction({
  fields: ["name", "role", "bio", "qualifications", "quote", "displayOrder", "status"],
  redirectTo: TEAM_MEMBERS_LIST,
  messages: TEAM_MEMBER_MESSAGES,
  create: createTeamMember,
  update: updateTeamMember,
  remove: deleteTeamMember,
});
