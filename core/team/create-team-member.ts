import type { Database } from "../../db/client";
import { teamMembers } from "../../db/schema";
import { type TeamMemberInput, TeamMemberSchema } from "../../rules/team-member";
import type { AuditActor } from "../audit/record-audit-event";
import { errorsOf, type SaveOutcome, writeContentRow } from "../content-write";
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
  return writeContentRow({ db, table: teamMembers, values: parsed.data, image, actor });
}
