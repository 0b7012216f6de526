import { readListQuery } from "#app/lib/list-query";
import { listAdminClassTypes } from "#core/classes/list-admin-class-types";
import type { TabLoaderArgs } from "./tab-loader";

/** The class types tab: every class type, searched and filtered by status. */
export async function loadClassTypesTab({ db, url, timeZone }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const classTypes = await listAdminClassTypes({ db, search, status: filters.status });
  return { tab: "events" as const, classTypes, filtered: search !== "" || filters.status !== "all", timeZone };
}
