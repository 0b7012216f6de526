import { recordAuditEvent } from "#core/audit/record-audit-event";
import type { Executor } from "#db/client";
import type { HeroImageActor } from "./source-columns";

export function recordHeroImageEvent({
  tx,
  actor,
  action,
  heroImageId,
  details,
}: {
  tx: Executor;
  actor: HeroImageActor;
  action: "create" | "update" | "delete";
  heroImageId: string;
  details?: Record<string, unknown>;
}): Promise<void> {
  return recordAuditEvent({
    db: tx,
    event: { ...actor, action, targetType: "hero_image", targetId: heroImageId, details },
  });
}
