import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { InboxScreen } from "#app/components/admin/inbox/inbox-screen";
import { faultStatus } from "#app/lib/admin-action.server";
import { inboxAction, loadInbox } from "#app/lib/admin-inbox.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { INBOX_MESSAGES } from "#rules/contact-inbox";
import type { Route } from "./+types/inbox";

export function meta() {
  return [{ title: "Contact Inbox · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    const { timing, ...view } = await loadInbox({
      db: context.db,
      url: new URL(request.url),
      timeZone: context.siteSettings.timeZone,
      mailConfigured: context.config.mail.configured,
    });
    return data(view, { headers: { "Server-Timing": timing } });
  } catch (error) {
    // The error screen shows "Failed to load messages".
    throw data(
      { error: INBOX_MESSAGES.loadFailed },
      { status: faultStatus(context, error, "the inbox could not be loaded") },
    );
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return inboxAction({ request, context });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold">Contact Inbox</h1>
      <InboxScreen data={loaderData} action={ADMIN_PAGES.inbox} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
