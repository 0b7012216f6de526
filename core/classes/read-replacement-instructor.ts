import { and, eq } from "drizzle-orm";
import { type Invalid, invalid } from "#core/result";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";

/** The form field that names who takes over a leaving instructor's class types ("" for nobody). */
export const REPLACEMENT_FIELD = "replacementInstructorId";

/**
 * Reads the replacement a team form sent for `memberId`'s class types: none
 * (blank), or an active team member other than that member; anything else is
 * refused with a message under the field.
 */
export async function readReplacementInstructor({
  db,
  memberId,
  value,
}: {
  db: Executor;
  memberId: string;
  value: unknown;
}): Promise<{ ok: true; replacement: string | null } | Invalid> {
  if (value === undefined || value === null || value === "") return { ok: true, replacement: null };
  const refused = invalid({ [REPLACEMENT_FIELD]: TEAM_MEMBER_MESSAGES.replacementInvalid });
  if (typeof value !== "string" || !isUuid(value) || value === memberId) return refused;
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, value), eq(teamMembers.status, "active")));
  return member ? { ok: true, replacement: member.id } : refused;
}
