import { asc, eq, or } from "drizzle-orm";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";
import { isUuid } from "#rules/ids";

export type InstructorChoice = { id: string; name: string; active: boolean };

/**
 * The team members a class type may name as instructor: the active ones, in
 * the team's order. `keep` adds the class type's own instructor when they are
 * inactive now, so the form keeps showing them (marked inactive) rather than
 * forcing a new choice.
 */
export async function listInstructorChoices({
  db,
  keep,
}: {
  db: Executor;
  keep?: string | null;
}): Promise<InstructorChoice[]> {
  const rows = await db
    .select({ id: teamMembers.id, name: teamMembers.name, status: teamMembers.status })
    .from(teamMembers)
    .where(or(eq(teamMembers.status, "active"), keep && isUuid(keep) ? eq(teamMembers.id, keep) : undefined))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.name));
  return rows.map(({ status, ...row }) => ({ ...row, active: status === "active" }));
}
