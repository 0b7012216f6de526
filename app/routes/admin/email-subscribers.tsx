import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { SubscribersScreen } from "#app/components/admin/subscribers/subscribers-screen";
import { faultStatus } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadSubscribers, subscribersAction } from "#app/lib/admin-subscribers.server";
import { SUBSCRIBER_ADMIN_MESSAGES } from "#rules/subscriber-admin";
import type { Route } from "./+types/email-subscribers";

export function meta() {
  return [{ title: "Email Subscribers · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    const { timing, ...view } = await loadSubscribers({
      db: context.db,
      url: new URL(request.url),
      timeZone: context.siteSettings.timeZone,
    });
    return data(view, { headers: { "Server-Timing": timing } });
  } catch (error) {
    // The error screen shows "Failed to load email subscribers".
    throw data(
      { error: SUBSCRIBER_ADMIN_MESSAGES.loadFailed },
      { status: faultStatus(context, error, "the subscriber list could not be loaded") },
    );
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return subscribersAction({ request, context });
}

export default function EmailSubscribers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold">Email Subscribers</h1>
      <SubscribersScreen data={loaderData} action={ADMIN_PAGES.subscribers} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
