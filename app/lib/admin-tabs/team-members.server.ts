import { readListQuery } from "#app/lib/list-query";
import { listTeamMembers } from "#core/team/list-team-members";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Team Members tab (`users`): the team table, searched and filtered. */
export async function loadTeamMembersTab({ db, url, timeZone }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const members = await listTeamMembers({ db, search, status: filters.status });
  return { tab: "users", members, filtered: search !== "" || filters.status !== "all", timeZone } as const;
}
