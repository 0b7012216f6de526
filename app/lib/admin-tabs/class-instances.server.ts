import { readListQuery } from "#app/lib/list-query";
import { listAdminClassInstances } from "#core/classes/list-admin-class-instances";
import type { TabLoaderArgs } from "./tab-loader";

/** The scheduled classes tab: every class instance by date, searched and filtered by status. */
export async function loadClassInstancesTab({ db, url }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const classInstances = await listAdminClassInstances({ db, search, status: filters.status });
  return { tab: "classes" as const, classInstances, filtered: search !== "" || filters.status !== "all" };
}
