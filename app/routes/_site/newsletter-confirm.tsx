import { data } from "react-router";
import { FormNotice } from "#app/components/form-field";
import { HomeLink, SubscriptionPanel, TOKEN_PAGE_HEADERS, TokenButton } from "#app/components/subscription-panel";
import { withActionHeaders } from "#app/lib/action-headers";
import { done, refused, visitorAction } from "#app/lib/visitor-action.server";
import { confirmSubscription } from "#core/subscribers/confirm-subscription";
import { findSubscriptionConfirmation } from "#core/subscribers/find-subscription-confirmation";
import { isConfirmedByLink } from "#core/subscribers/is-confirmed-by-link";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscription-page-texts";
import type { Route } from "./+types/newsletter-confirm";

export function meta() {
  return [{ title: SUBSCRIPTION_PAGE_MESSAGES.confirmTitle }, { name: "robots", content: "noindex" }];
}

// With a refused button's Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(TOKEN_PAGE_HEADERS, actionHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await findSubscriptionConfirmation({ db: context.db, token });
  if (found.ok) return { token, email: found.email, subscribed: false };
  const subscribed = await isConfirmedByLink({ db: context.db, token });
  return data({ token, email: null, subscribed }, { status: subscribed ? 200 : 404 });
}

export const action = visitorAction("confirm-signup", async ({ context }: Route.ActionArgs) => ({
  failed: SUBSCRIPTION_PAGE_MESSAGES.confirmFailed,
  async receive({ fields }) {
    const token = String(fields.token ?? "");
    const confirmed = await confirmSubscription({ db: context.db, token });
    if (confirmed.ok) return confirmed;
    // Sent twice (a double click, a second tab): the first one confirmed it.
    return (await isConfirmedByLink({ db: context.db, token })) ? { ok: true as const, subscriberId: null } : confirmed;
  },
  answer(outcome) {
    if (!outcome.ok) return refused(410, SUBSCRIPTION_PAGE_MESSAGES.confirmInvalid);
    if (outcome.subscriberId) context.visits.countConfirmed("signup", outcome.subscriberId);
    return done(SUBSCRIPTION_PAGE_MESSAGES.confirmed);
  },
}));

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (!actionData && loaderData.subscribed) {
    return (
      <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
        <p role="status">{SUBSCRIPTION_PAGE_MESSAGES.alreadyConfirmed}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (actionData) {
    return (
      <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
        <FormNotice answer={actionData} />
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (!loaderData.email) {
    return (
      <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
        <p role="alert">{SUBSCRIPTION_PAGE_MESSAGES.confirmInvalid}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  return (
    <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
      <p>
        Confirm that <strong className="break-all">{loaderData.email}</strong> should receive our newsletter.
      </p>
      <TokenButton token={loaderData.token} label={SUBSCRIPTION_PAGE_MESSAGES.confirmButton} />
    </SubscriptionPanel>
  );
}
