import { invalid, NOT_FOUND } from "#core/result";
import { type ContentSave, errorsOf, type SaveOutcome, writeContentRow } from "#core/write-content-row";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { type TeamMemberInput, TeamMemberSchema } from "#rules/team-member";

/** Saves the team member form over an existing member; an untouched image field keeps the photo. */
export async function updateTeamMember({
  db,
  id,
  input,
  image = {},
  actor,
}: ContentSave<TeamMemberInput> & { id: string }): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = TeamMemberSchema.safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  return writeContentRow({ db, table: teamMembers, id, values: parsed.data, image, actor });
}
