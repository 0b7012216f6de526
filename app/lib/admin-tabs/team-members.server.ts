import { readListQuery } from "#app/lib/list-query";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { listTeamMembers } from "#core/team/list-team-members";
import type { TabLoaderArgs } from "./tab-loader";

/** The team table, searched and filtered: on the dashboard's Team Members tab (`users`) and the team manager's list. */
export async function loadTeamMembersTab({ db, url, timeZone }: Pick<TabLoaderArgs, "db" | "url" | "timeZone">) {
  const { search, filters } = readListQuery(url, ["status"]);
  const members = await listTeamMembers({ db, search, status: filters.status });
  const instructors = await listInstructorChoices({ db });
  const filtered = search !== "" || filters.status !== "all";
  return { tab: "users", members, instructors, filtered, timeZone } as const;
}
