import { and, eq, type SQL } from "drizzle-orm";
import { teamMembers } from "#db/schema";
import { containsInAny } from "#db/search";
import type { TeamMemberFilter } from "./list-team-members";

export function teamMemberFilterCondition({ search = "", status = "all" }: TeamMemberFilter): SQL | undefined {
  const text = search.trim();
  return and(
    containsInAny([teamMembers.name, teamMembers.role], text),
    status !== "all" ? eq(teamMembers.status, status) : undefined,
  );
}
