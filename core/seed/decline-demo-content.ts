import type { AuditActor } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import { appSettings } from "#db/schema";
import { DEMO_DECLINED_KEY } from "./lock-demo-content";
import { removeDemoContent } from "./remove-demo-content";

/**
 * The owner's choice at setup to start without the demo content: remembered,
 * so a seed still running at start adds nothing, and what the demo added
 * already goes to the Trash (from where she can still bring it back).
 */
export async function declineDemoContent({ db, actor }: { db: Executor; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: DEMO_DECLINED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing();
    await removeDemoContent({ db: tx, actor });
  });
}
