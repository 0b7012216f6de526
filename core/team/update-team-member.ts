import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import { isRecordId } from "../../rules/record-id";
import { type TeamMemberInput, TeamMemberSchema } from "../../rules/team-member";
import { type AuditActor, recordAuditEvent } from "../audit/record-audit-event";
import { errorsOf, NOT_FOUND, resolvePortrait, type SaveOutcome } from "../content-write";
import type { ImageInput } from "../images/resolve-image-input";

/** Saves the team member form over an existing member; an untouched image field keeps the photo. */
export async function updateTeamMember({
  db,
  id,
  input,
  image = {},
  actor,
}: {
  db: Database;
  id: string;
  input: Partial<TeamMemberInput>;
  image?: ImageInput;
  actor: AuditActor;
}): Promise<SaveOutcome> {
  if (!isRecordId(id)) return NOT_FOUND;
  const parsed = TeamMemberSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed) };

  const portrait = await resolvePortrait({ db, image });
  if ("errors" in portrait) return { ok: false, errors: portrait.errors };

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamMembers)
      .set({ ...parsed.data, ...portrait.columns })
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (!row) return false;
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "update",
        targetType: "team_member",
        targetId: id,
        details: { name: parsed.data.name },
      },
    });
    return true;
  });
  return updated ? { ok: true, id } : NOT_FOUND;
}
