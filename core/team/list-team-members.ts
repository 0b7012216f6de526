import { asc } from "drizzle-orm";
import { listTaughtClassTypes } from "#core/classes/list-taught-class-types";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";
import { teamMemberFilterCondition } from "./team-member-filter-condition";

/** The team manager's search (name or role) and status filter ("all" for every status). */
export type TeamMemberFilter = { search?: string; status?: string };

/** Display order first; members sharing an order stay in the order they were added. */
export const TEAM_MEMBER_ORDER = [asc(teamMembers.displayOrder), asc(teamMembers.createdAt), asc(teamMembers.id)];

export async function listTeamMembers({ db, ...filter }: { db: Executor } & TeamMemberFilter) {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      status: teamMembers.status,
      displayOrder: teamMembers.displayOrder,
      imageId: teamMembers.imageId,
      imageUrl: teamMembers.imageUrl,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .where(teamMemberFilterCondition(filter))
    .orderBy(...TEAM_MEMBER_ORDER);
  const [listed, taught] = await Promise.all([
    withImagePreviews({ db, rows }),
    listTaughtClassTypes({ db, instructorIds: rows.map((row) => row.id) }),
  ]);
  // The class types each member teaches: deleting or deactivating them asks who takes those over.
  return listed.map((member) => ({ ...member, teaches: taught.get(member.id) ?? [] }));
}
