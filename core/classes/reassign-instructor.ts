import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { classTypes } from "#db/schema";

/**
 * Hands every class type `from` teaches to `to`, each with its audit record.
 * Run it in the transaction of the change that makes it needed.
 */
export async function reassignInstructor({
  db,
  from,
  to,
  actor,
}: {
  db: Executor;
  from: string;
  to: string;
  actor: AuditActor;
}): Promise<number> {
  const moved = await db
    .update(classTypes)
    .set({ instructorId: to })
    .where(eq(classTypes.instructorId, from))
    .returning({ id: classTypes.id, title: classTypes.title });
  for (const classType of moved) {
    await recordAuditEvent({
      db,
      event: {
        ...actor,
        action: "update",
        targetType: "class_type",
        targetId: classType.id,
        details: { title: classType.title, instructor: { from, to } },
      },
    });
  }
  return moved.length;
}
