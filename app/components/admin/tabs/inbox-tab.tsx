import { InboxScreen } from "#app/components/admin/inbox/inbox-screen";
import type { InboxData } from "#app/lib/admin-inbox.server";
import { INBOX_PATH } from "#rules/contact-inbox";

/** The dashboard's inbox tab: the inbox itself, its search and filters kept with the tab in the address. */
export function InboxTab({ view }: { view: InboxData }) {
  return (
    <>
      <h2 id="tab-heading" className="mb-6 font-display text-2xl font-bold">
        Inbox
      </h2>
      <InboxScreen data={view} action={INBOX_PATH} keep={["tab"]} />
    </>
  );
}
