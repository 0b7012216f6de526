import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { OutboxScreen } from "#app/components/admin/outbox/outbox-screen";
import { faultStatus } from "#app/lib/admin-action.server";
import { loadOutbox, outboxAction } from "#app/lib/admin-outbox.server";
import { requireAdmin } from "#app/lib/admin-session.server";
import { OUTBOX_MESSAGES } from "#rules/outbox";
import type { Route } from "./+types/outbox";

export function meta() {
  return [{ title: "Outbox · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  try {
    const view = await loadOutbox({ db: context.db, url: new URL(request.url) });
    return { ...view, mailConfigured: context.config.mail.configured, timeZone: context.siteSettings.timeZone };
  } catch (error) {
    throw data(
      { error: OUTBOX_MESSAGES.loadFailed },
      { status: faultStatus(context, error, "the outbox could not be loaded") },
    );
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return outboxAction({ request, context });
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold">Outbox</h1>
      <OutboxScreen data={loaderData} />
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
