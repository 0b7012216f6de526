import { readListQuery } from "#app/lib/list-query";
import { listInstructorChoices } from "#core/classes/list-instructor-choices";
import { listTeamMembers } from "#core/team/list-team-members";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Team Members tab (`users`): the team table, searched and filtered. */
export async function loadTeamMembersTab({ db, url, timeZone }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const members = await listTeamMembers({ db, search, status: filters.status });
  const instructors = await listInstructorChoices({ db });
  const filtered = search !== "" || filters.status !== "all";
  return { tab: "users", members, instructors, filtered, timeZone } as const;
}
