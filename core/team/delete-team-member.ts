import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import type { AuditActor } from "../audit/record-audit-event";
import { deleteContentRow } from "../content-write";

/**
 * Removes a team member. Class types they teach stay, without an instructor
 * (docs/decisions/003-deleting-referenced-rows.md); the database does that.
 */
export function deleteTeamMember({ db, id, actor }: { db: Database; id: string; actor: AuditActor }) {
  return deleteContentRow({ db, table: teamMembers, id, actor });
}
