import { data, Link } from "react-router";
import { FormNotice } from "#app/components/form-field";
import { HomeLink, SubscriptionPanel, TOKEN_PAGE_HEADERS, TokenButton } from "#app/components/subscription-panel";
import { withActionHeaders } from "#app/lib/action-headers";
import { formatClassDate } from "#app/lib/format";
import { done, refused, type VisitorReply, visitorAction } from "#app/lib/visitor-action.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { cancelRegistration } from "#core/registrations/cancel-registration";
import { findRegistrationByToken } from "#core/registrations/find-registration-by-token";
import { findTrashedRegistration } from "#core/registrations/find-trashed-registration";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import type { Route } from "./+types/registration-cancel";

export function meta() {
  return [{ title: REGISTRATION_MESSAGES.cancelTitle }, { name: "robots", content: "noindex" }];
}

// With a refused button's Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(TOKEN_PAGE_HEADERS, actionHeaders);
}

/** What the page says of a link whose class date was deleted: which date, and 410 (gone from the schedule). */
async function removedDate(db: Route.LoaderArgs["context"]["db"], token: string): Promise<string | null> {
  const trashed = await findTrashedRegistration({ db, token });
  if (!trashed) return null;
  if (!trashed.title) return REGISTRATION_MESSAGES.cancelDateRemovedFallback;
  return `${trashed.title} on ${formatClassDate(trashed.date)} at ${trashed.time}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const registration = await findRegistrationByToken({ db: context.db, token });
  const removed = registration ? null : await removedDate(context.db, token);
  return data({ token, registration, removed }, { status: registration ? 200 : removed ? 410 : 404 });
}

/** The page's button: following the emailed link alone never cancels (mail scanners open links). */
export const action = visitorAction("cancel-registration", async ({ context }: Route.ActionArgs) => ({
  failed: REGISTRATION_MESSAGES.cancelFailed,
  async receive({ fields }) {
    const token = String(fields.token ?? "");
    const result = await cancelRegistration({
      db: context.db,
      which: { by: "token", token },
      mail: visitorMail(context),
      timeZone: context.siteSettings.timeZone,
    });
    return result.ok ? result : { ...result, removed: await removedDate(context.db, token) };
  },
  answer(outcome): VisitorReply<{ removed: string }> {
    if (outcome.ok) return done(REGISTRATION_MESSAGES.cancelled);
    // Its class date was deleted: which one it was, as the page says (410, gone from the schedule).
    if (outcome.removed) return refused(410, "", { removed: outcome.removed });
    return refused(404, REGISTRATION_MESSAGES.cancelInvalid);
  },
}));

export default function RegistrationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const title = REGISTRATION_MESSAGES.cancelTitle;
  const { registration } = loaderData;
  if (actionData?.ok || registration?.status === "cancelled") {
    return (
      <SubscriptionPanel title={title}>
        <p role="status">{REGISTRATION_MESSAGES.cancelled}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  const removed = actionData ? (actionData.removed ?? null) : loaderData.removed;
  if (removed) {
    return (
      <SubscriptionPanel title={title}>
        <p role="status">{REGISTRATION_MESSAGES.cancelDateRemoved(removed)}</p>
        <p>
          {REGISTRATION_MESSAGES.cancelQuestions}{" "}
          <Link to="/contact" className="font-semibold text-brand underline underline-offset-4">
            {REGISTRATION_MESSAGES.cancelContactLink}
          </Link>
        </p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (actionData || !registration) {
    return (
      <SubscriptionPanel title={title}>
        {actionData ? <FormNotice answer={actionData} /> : <p role="alert">{REGISTRATION_MESSAGES.cancelInvalid}</p>}
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  return (
    <SubscriptionPanel title={title}>
      <p>
        Cancel <strong>{registration.title}</strong> on {formatClassDate(registration.date)} at {registration.time} for{" "}
        <strong className="break-all">{registration.email}</strong>?
      </p>
      <TokenButton token={loaderData.token} label={REGISTRATION_MESSAGES.cancelButton} />
    </SubscriptionPanel>
  );
}
