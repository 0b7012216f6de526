import type { RowWriteOptions } from "#core/audit/record-row-change";
import { deleteContentRow } from "#core/write-content-row";
import { teamMembers } from "#db/schema";

/**
 * Removes a team member. Class types they teach stay, without an instructor
 * (docs/decisions/003-deleting-referenced-rows.md); the database does that.
 */
export function deleteTeamMember({ db, id, actor }: RowWriteOptions) {
  return deleteContentRow({ db, table: teamMembers, id, actor });
}
