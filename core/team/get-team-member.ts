import { eq } from "drizzle-orm";
import { withImagePreviews } from "#core/images/with-image-previews";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";

/** One team member with a preview of their photo; null when there is no such member. */
export async function getTeamMember({ db, id }: { db: Executor; id: string }) {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  const [member] = await withImagePreviews({ db, rows });
  return member ?? null;
}
