import type { AuditActor } from "#core/audit/record-audit-event";
import { type MoveDirection, type MoveOutcome, swapDisplayOrder } from "#core/display-order";
import { NOT_FOUND } from "#core/result";
import type { Database } from "#db/client";
import { sessionTypes } from "#db/schema";
import { isUuid } from "#rules/ids";
import { SESSION_TYPE_ORDER } from "./list-session-types";
import { lockSessionTypeOrder } from "./lock-session-type-order";

/**
 * Moves a session type one place up or down the list by swapping its display
 * order with its neighbour's (decision 013), under the one lock of the
 * session types' order, so moves made at once queue up.
 */
export async function moveSessionType({
  db,
  id,
  direction,
  actor,
}: {
  db: Database;
  id: string;
  direction: MoveDirection;
  actor: AuditActor;
}): Promise<MoveOutcome> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx): Promise<MoveOutcome> => {
    await lockSessionTypeOrder(tx);
    const everyone = await tx
      .select({ id: sessionTypes.id, displayOrder: sessionTypes.displayOrder })
      .from(sessionTypes)
      .orderBy(...SESSION_TYPE_ORDER);
    return swapDisplayOrder({
      tx,
      table: sessionTypes,
      everyone,
      shown: everyone,
      id,
      direction,
      actor,
      targetType: "session_type",
    });
  });
}
