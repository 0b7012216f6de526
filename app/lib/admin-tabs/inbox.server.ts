import { loadInbox } from "#app/lib/admin-inbox.server";
import type { TabLoaderArgs } from "./tab-loader";

/** The dashboard's inbox tab: the same data as /admin/inbox. */
export async function loadInboxTab(args: TabLoaderArgs) {
  return { tab: "inbox" as const, ...(await loadInbox(args)) };
}
