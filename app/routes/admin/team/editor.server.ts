import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { contentEditorAction } from "#app/lib/content-editor.server";
import { REPLACEMENT_FIELD } from "#core/classes/read-replacement-instructor";
import { createTeamMember } from "#core/team/create-team-member";
import { deleteTeamMember } from "#core/team/delete-team-member";
import { updateTeamMember } from "#core/team/update-team-member";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";

/**
 * Saves the team member form (a new member at /admin/team/new), or deletes the
 * member when `intent` is delete; either may name who takes over their classes.
 */
export const action = contentEditorAction({
  fields: ["name", "role", "bio", "qualifications", "quote", "displayOrder", "status", REPLACEMENT_FIELD],
  redirectTo: ADMIN_PATHS.team.list,
  messages: TEAM_MEMBER_MESSAGES,
  create: createTeamMember,
  update: updateTeamMember,
  remove: ({ input, ...options }) =>
    deleteTeamMember({ ...options, replacementInstructorId: input[REPLACEMENT_FIELD] }),
});
