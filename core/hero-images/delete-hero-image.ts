import type { AuditActor } from "#core/audit/record-audit-event";
import { NOT_FOUND, type Result } from "#core/result";
import { moveToTrash } from "#core/trash/move-to-trash";
import type { Executor } from "#db/client";

type DeleteHeroImageResult = Result<{ name: string; trashId: string }>;

/**
 * Moves a hero image to the trash; its page falls back to the default. Its
 * stored picture stays until it is deleted forever (docs/decisions/034-trash.md).
 */
export async function deleteHeroImage({
  db,
  id,
  actor,
}: {
  db: Executor;
  id: string;
  actor: AuditActor;
}): Promise<DeleteHeroImageResult> {
  return db.transaction(async (tx): Promise<DeleteHeroImageResult> => {
    const trashed = await moveToTrash({ db: tx, kind: "hero_image", id, actor });
    if (!trashed.ok) return NOT_FOUND;
    return { ok: true, name: trashed.title, trashId: trashed.trashId };
  });
}
