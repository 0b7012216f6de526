import { count, eq } from "drizzle-orm";
import type { RowWriteOptions } from "#core/audit/record-row-change";
import { type Conflict, conflict, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Executor } from "#db/client";
import { isForeignKeyViolation } from "#db/errors";
import { bookings } from "#db/schema";
import { isUuid } from "#rules/ids";

type DeleteSessionTypeResult = Result<{ trashId: string }, NotFound | Conflict<"has-bookings", { bookings: number }>>;

const BOOKINGS_CONSTRAINT = "bookings_session_type_id_session_types_id_fk";

async function countBookings(db: Executor, sessionTypeId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(bookings).where(eq(bookings.sessionTypeId, sessionTypeId));
  return row?.total ?? 0;
}

/**
 * Moves a session type nobody has booked to the trash (decision 034), its
 * waiting list with it. One with bookings, in any state, is kept: the
 * bookings refer to it (decision 003), and the caller is told how many.
 */
export async function deleteSessionType({ db, id, actor }: RowWriteOptions): Promise<DeleteSessionTypeResult> {
  if (!isUuid(id)) return NOT_FOUND;
  try {
    return await db.transaction(async (tx): Promise<DeleteSessionTypeResult> => {
      const booked = await countBookings(tx, id);
      if (booked > 0) return conflict("has-bookings", { bookings: booked });
      const trashed = await moveToTrash({ db: tx, kind: "session_type", id, actor });
      return trashed.ok ? { ok: true, trashId: trashed.trashId } : trashed;
    });
  } catch (error) {
    // A booking was made between the count and the delete; the database kept both.
    if (isForeignKeyViolation(error, BOOKINGS_CONSTRAINT))
      return conflict("has-bookings", { bookings: await countBookings(db, id) });
    throw error;
  }
}
