import { eq } from "drizzle-orm";
import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { RowWriteOptions } from "#core/audit/record-row-change";
import { NOT_FOUND, type Result } from "#core/result";
import { classInstances } from "#db/schema";
import { isUuid } from "#rules/ids";

/**
 * Copies a scheduled class as a draft, with every spot
 * available and no registration link, for the admin to adjust and publish.
 */
export async function duplicateClassInstance({ db, id, actor }: RowWriteOptions): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(classInstances).where(eq(classInstances.id, id)).limit(1);
    if (!original) return NOT_FOUND;
    const [copy] = await tx
      .insert(classInstances)
      .values({
        classTypeId: original.classTypeId,
        date: original.date,
        time: original.time,
        durationMinutes: original.durationMinutes,
        attendance: original.attendance,
        location: original.location,
        streetAddress: original.streetAddress,
        addressLocality: original.addressLocality,
        addressRegion: original.addressRegion,
        postalCode: original.postalCode,
        addressCountry: original.addressCountry,
        price: original.price,
        capacity: original.capacity,
        availableSpots: original.capacity,
        registrationUrl: null,
        // The mode is copied; registrations stay with the original date.
        registrationMode: original.registrationMode,
        status: "draft",
      })
      .returning({ id: classInstances.id });
    if (!copy) throw new Error("the copy was not written");
    await recordAuditEvent({
      db: tx,
      event: { ...actor, action: "create", targetType: "class_instance", targetId: copy.id, details: { copyOf: id } },
    });
    return { ok: true, id: copy.id } as const;
  });
}
