import { getOverview } from "#core/dashboard/get-overview";
import { todayIn } from "#core/dates";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Overview: what is coming up, what is waiting, and what the site is missing. */
export async function loadOverviewTab({ db, timeZone }: TabLoaderArgs) {
  const today = todayIn(timeZone);
  return { tab: "overview" as const, today, timeZone, ...(await getOverview({ db, today })) };
}
