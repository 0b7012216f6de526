import { getOverview } from "#core/dashboard/get-overview";
import { todayIn } from "#core/dates";
import { findDemoContent } from "#core/seed/find-demo-content";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's Overview: what is coming up, what is waiting, and what the site is missing. */
export async function loadOverviewTab({ db, timeZone }: TabLoaderArgs) {
  const today = todayIn(timeZone);
  const demoContent = (await findDemoContent({ db })).counts;
  return { tab: "overview" as const, today, timeZone, demoContent, ...(await getOverview({ db, today })) };
}
