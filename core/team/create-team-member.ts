import { nextDisplayOrder } from "#core/display-order";
import { errorsOf } from "#core/errors-of";
import { invalid } from "#core/result";
import { type ContentSave, type SaveOutcome, writeContentRow } from "#core/write-content-row";
import { teamMembers } from "#db/schema";
import { type TeamMemberInput, TeamMemberSchema } from "#rules/team-member";

/**
 * Adds a team member from the form's fields and image. Without a display
 * order the member goes last (highest order plus 1).
 */
export async function createTeamMember({
  db,
  input,
  image = {},
  actor,
}: ContentSave<TeamMemberInput>): Promise<SaveOutcome> {
  const displayOrder = input.displayOrder ?? (await nextDisplayOrder({ db, table: teamMembers }));
  const parsed = TeamMemberSchema.safeParse({ ...input, displayOrder });
  if (!parsed.success) return invalid(errorsOf(parsed));
  return writeContentRow({ db, table: teamMembers, values: parsed.data, image, actor });
}
