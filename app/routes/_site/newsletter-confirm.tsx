import { data } from "react-router";
import { HomeLink, SubscriptionPanel, TOKEN_PAGE_HEADERS, TokenButton } from "#app/components/subscription-panel";
import { confirmSubscription } from "#core/subscribers/confirm-subscription";
import { findSubscriptionConfirmation } from "#core/subscribers/find-subscription-confirmation";
import { isConfirmedByLink } from "#core/subscribers/is-confirmed-by-link";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscription-page-texts";
import type { Route } from "./+types/newsletter-confirm";

export function meta() {
  return [{ title: SUBSCRIPTION_PAGE_MESSAGES.confirmTitle }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await findSubscriptionConfirmation({ db: context.db, token });
  if (found.ok) return { token, email: found.email, subscribed: false };
  const subscribed = await isConfirmedByLink({ db: context.db, token });
  return data({ token, email: null, subscribed }, { status: subscribed ? 200 : 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const confirmed = await confirmSubscription({ db: context.db, token });
  if (confirmed.ok) context.visits.countConfirmedSignup(confirmed.subscriberId);
  // Sent twice (a double click, a second tab): the first one confirmed it.
  const subscribed = confirmed.ok || (await isConfirmedByLink({ db: context.db, token }));
  return data({ confirmed: subscribed }, { status: subscribed ? 200 : 410 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  if (!actionData && loaderData.subscribed) {
    return (
      <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
        <p role="status">{SUBSCRIPTION_PAGE_MESSAGES.alreadyConfirmed}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (actionData?.confirmed) {
    return (
      <SubscriptionPanel title={SUBSCRIPTION_PAGE_MESSAGES.confirmTitle}>
        <p role="status">{SUBSCRIPTION_PAGE_MESSAGES.confirmed}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (actionData || !loaderData.email) {
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
