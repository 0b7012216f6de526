import type { RowWriteOptions } from "#core/audit/record-row-change";
import { readReplacementInstructor } from "#core/classes/read-replacement-instructor";
import { reassignInstructor } from "#core/classes/reassign-instructor";
import { deleteContentRow } from "#core/delete-content-row";
import { teamMembers } from "#db/schema";

/**
 * Removes a team member. Class types they teach go to `replacementInstructorId`
 * when the admin chose one (an active member, else the delete is refused);
 * otherwise they stay, without an instructor
 * (docs/decisions/003-deleting-referenced-rows.md); the database does that.
 */
export async function deleteTeamMember({
  db,
  id,
  actor,
  replacementInstructorId,
}: RowWriteOptions & { replacementInstructorId?: unknown }) {
  const replacement = await readReplacementInstructor({ db, memberId: id, value: replacementInstructorId });
  if (!replacement.ok) return replacement;
  const to = replacement.replacement;
  if (to) await db.transaction((tx) => reassignInstructor({ db: tx, from: id, to, actor }));
  return deleteContentRow({ db, table: teamMembers, id, actor });
}
