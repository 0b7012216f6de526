import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import { type TeamMemberInput, TeamMemberSchema } from "../../rules/team-member";
import { type AuditActor, recordAuditEvent } from "../audit/record-audit-event";
import { errorsOf, resolvePortrait, type SaveOutcome } from "../content-write";
import { nextDisplayOrder } from "../display-order";
import type { ImageInput } from "../images/resolve-image-input";

/**
 * Adds a team member from the form's fields and image. Without a display
 * order the member goes last (highest order plus 1).
 */
export async function createTeamMember({
  db,
  input,
  image = {},
  actor,
}: {
  db: Database;
  input: Partial<TeamMemberInput>;
  image?: ImageInput;
  actor: AuditActor;
}): Promise<SaveOutcome> {
  const displayOrder = input.displayOrder ?? (await nextDisplayOrder({ db, table: teamMembers }));
  const parsed = TeamMemberSchema.safeParse({ ...input, displayOrder });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed) };

  const portrait = await resolvePortrait({ db, image });
  if ("errors" in portrait) return { ok: false, errors: portrait.errors };

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...parsed.data, ...portrait.columns })
      .returning({ id: teamMembers.id });
    if (!row) throw new Error("team member insert returned no row");
    await recordAuditEvent({
      db: tx,
      event: {
        ...actor,
        action: "create",
        targetType: "team_member",
        targetId: row.id,
        details: { name: parsed.data.name },
      },
    });
    return row.id;
  });
  return { ok: true, id };
}
