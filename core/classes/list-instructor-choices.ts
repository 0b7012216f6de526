import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/client";
import { teamMembers } from "#db/schema";

type InstructorChoice = { id: string; name: string };

/** The team members a class type may name as instructor: the active ones, in the team's order. */
export async function listInstructorChoices({ db }: { db: Executor }): Promise<InstructorChoice[]> {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(eq(teamMembers.status, "active"))
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.name));
}
