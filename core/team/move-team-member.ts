import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import type { Database } from "#db/client";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { TEAM_MEMBER_ORDER, type TeamMemberFilter, teamMemberFilterCondition } from "./list-team-members";

type MoveDirection = "up" | "down";
type MoveOutcome = Result<object, NotFound | Conflict<"at-end">>;

/**
 * Moves a member one place up or down the list the admin is looking at (the
 * same search and status filter) by swapping the display orders of the member
 * and its neighbour there (spec 4). When the two share an order, a swap would
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

    const index = shown.findIndex((member) => member.id === id);
    if (index < 0) return NOT_FOUND;
    const neighbour = shown[direction === "up" ? index - 1 : index + 1];
    if (!neighbour) return conflict("at-end");

    const before = new Map(everyone.map((member) => [member.id, member.displayOrder]));
    const after = new Map(before);
    if (after.get(id) === after.get(neighbour.id)) {
      for (const [place, member] of everyone.entries()) after.set(member.id, place + 1);
    }
    const own = after.get(id) ?? 0;
    after.set(id, after.get(neighbour.id) ?? 0);
    after.set(neighbour.id, own);

    for (const [memberId, displayOrder] of after) {
      if (before.get(memberId) === displayOrder) continue;
      await tx.update(teamMembers).set({ displayOrder }).where(eq(teamMembers.id, memberId));
    }
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "team_member",
        targetId: id,
        details: {
          move: direction,
          displayOrder: { from: before.get(id), to: after.get(id) },
          swappedWith: { id: neighbour.id, from: before.get(neighbour.id), to: after.get(neighbour.id) },
        },
      },
    });
    return { ok: true };
  });
}
