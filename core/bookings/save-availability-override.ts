import { eq } from "drizzle-orm";
import { type AuditActor, recordAuditEvent } from "#core/audit/record-audit-event";
import { errorsOf } from "#core/errors-of";
import { type Invalid, invalid, type Result } from "#core/result";
import type { Database } from "#db/client";
import { availabilityOverrides } from "#db/schema";
import { availabilityOverrideSchema, overrideRanges } from "#rules/availability";

/**
 * Gives one date hours of its own in place of the week's (none: a day off),
 * or changes the ones it has. `today` is the business's date: a date already
 * past is refused.
 */
export async function saveAvailabilityOverride({
  db,
  input,
  today,
  actor,
}: {
  db: Database;
  input: Record<string, unknown>;
  today: string;
  actor: AuditActor;
}): Promise<Result<{ date: string }, Invalid>> {
  const parsed = availabilityOverrideSchema(today).safeParse(input);
  if (!parsed.success) return invalid(errorsOf(parsed));
  const { date, note } = parsed.data;
  const ranges = overrideRanges(parsed.data);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ date: availabilityOverrides.date })
      .from(availabilityOverrides)
      .where(eq(availabilityOverrides.date, date))
      .for("update");
    await tx
      .insert(availabilityOverrides)
      .values({ date, ranges, note })
      .onConflictDoUpdate({ target: availabilityOverrides.date, set: { ranges, note } });
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: existing ? "update" : "create",
        targetType: "availability_override",
        targetId: date,
        details: { date, ranges, note },
      },
    });
    return { ok: true, date };
  });
}
