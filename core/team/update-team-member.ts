import { REPLACEMENT_FIELD, readReplacementInstructor } from "#core/classes/read-replacement-instructor";
import { reassignInstructor } from "#core/classes/reassign-instructor";
import { errorsOf } from "#core/errors-of";
import { invalid, NOT_FOUND } from "#core/result";
import { type ContentSave, type SaveOutcome, writeContentRow } from "#core/write-content-row";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { type TeamMemberInput, TeamMemberSchema } from "#rules/team-member";

/**
 * Saves the team member form over an existing member; an untouched image
 * field keeps the photo. Made inactive with a replacement instructor chosen
 * (`replacementInstructorId`), the class types they teach go to that member
 * in the same transaction; without one, they keep this member as instructor.
 */
export async function updateTeamMember({
  db,
  id,
  input,
  image = {},
  actor,
  opened,
}: ContentSave<TeamMemberInput & { [REPLACEMENT_FIELD]: string }> & { id: string }): Promise<SaveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  const parsed = TeamMemberSchema.safeParse(input);
  const replacement =
    parsed.success && parsed.data.status === "inactive"
      ? await readReplacementInstructor({ db, memberId: id, value: input[REPLACEMENT_FIELD] })
      : ({ ok: true, replacement: null } as const);
  if (!parsed.success || !replacement.ok)
    return invalid({ ...errorsOf(parsed), ...(replacement.ok ? {} : replacement.errors) });
  const to = replacement.replacement;
  return writeContentRow({
    db,
    table: teamMembers,
    id,
    values: parsed.data,
    image,
    actor,
    opened,
    alsoInTransaction: to ? (tx) => reassignInstructor({ db: tx, from: id, to, actor }) : undefined,
  });
}
