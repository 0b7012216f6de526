import { readListQuery } from "#app/lib/list-query";
import { listAdminClassInstances } from "#core/classes/list-admin-class-instances";
import { todayIn } from "#core/dates";
import type { TabLoaderArgs } from "./tab-loader";

/**
 * The scheduled classes list: coming dates first, soonest first, then the
 * dates that have passed (in the business's time zone), the latest first;
 * searched and filtered by status.
 */
export async function loadClassInstancesTab({ db, url, timeZone }: TabLoaderArgs) {
  const { search, filters } = readListQuery(url, ["status"]);
  const classInstances = await listAdminClassInstances({ db, search, status: filters.status });
  const today = todayIn(timeZone);
  const upcoming = classInstances.filter((classInstance) => classInstance.date >= today);
  const past = classInstances.filter((classInstance) => classInstance.date < today).reverse();
  return { tab: "classes" as const, upcoming, past, filtered: search !== "" || filters.status !== "all" };
}
