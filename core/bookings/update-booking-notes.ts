import { eq } from "drizzle-orm";
import { type RowWriteOptions, recordRowChange } from "#core/audit/record-row-change";
import { type Invalid, invalid, NOT_FOUND, type NotFound, type Result } from "#core/result";
import { bookings } from "#db/schema";
import { readBookingNotes } from "#rules/booking-admin";
import { isUuid } from "#rules/ids";

type NotesResult = Result<object, NotFound | Invalid<{ ownerNotes: string }>>;

/** The owner's private notes on a booking, saved with an audit record; the client never sees them. */
export async function updateBookingNotes({
  db,
  id,
  actor,
  notes: given,
}: RowWriteOptions & { notes: unknown }): Promise<NotesResult> {
  if (!isUuid(id)) return NOT_FOUND;
  const read = readBookingNotes(given);
  if ("error" in read) return invalid({ ownerNotes: read.error });
  return db.transaction(async (tx): Promise<NotesResult> => {
    const [row] = await tx
      .update(bookings)
      .set({ ownerNotes: read.notes })
      .where(eq(bookings.id, id))
      .returning({ name: bookings.name });
    if (!row) return NOT_FOUND;
    await recordRowChange(tx, actor, {
      action: "update",
      targetType: "booking",
      targetId: id,
      details: { name: row.name, changed: ["ownerNotes"] },
    });
    return { ok: true };
  });
}
