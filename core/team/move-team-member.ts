import type { AuditActor } from "#core/audit/record-audit-event";
import { type MoveDirection, type MoveOutcome, swapDisplayOrder } from "#core/display-order";
import { NOT_FOUND } from "#core/result";
import type { Database } from "#db/client";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { TEAM_MEMBER_ORDER, type TeamMemberFilter } from "./list-team-members";
import { teamMemberFilterCondition } from "./team-member-filter-condition";

/**
 * Moves a member one place up or down the list the admin is looking at (the
 * same search and status filter) by swapping the display orders of the member
 * and its neighbour there (decision 013). When the two share an order, a swap would
 * change nothing, so the whole team is first numbered 1, 2, 3... in its
 * current order. All in one transaction, with every team row locked, so two
 * moves at once cannot mix their swaps.
 */
export async function moveTeamMember({
  db,
  id,
  direction,
  filter = {},
  actor,
}: {
  db: Database;
  id: string;
  direction: MoveDirection;
  filter?: TeamMemberFilter;
  actor: AuditActor;
}): Promise<MoveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<MoveOutcome> => {
    const everyone = await tx
      .select({ id: teamMembers.id, displayOrder: teamMembers.displayOrder })
      .from(teamMembers)
      .orderBy(...TEAM_MEMBER_ORDER)
      .for("update");
    const shown = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(teamMemberFilterCondition(filter))
      .orderBy(...TEAM_MEMBER_ORDER);

    return swapDisplayOrder({
      tx,
      table: teamMembers,
      everyone,
      shown,
      id,
      direction,
      actor,
      targetType: "team_member",
    });
  });
}
