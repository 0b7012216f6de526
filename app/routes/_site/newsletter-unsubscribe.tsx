import { data } from "react-router";
import { FormNotice } from "#app/components/form-field";
import { HomeLink, SubscriptionPanel, TOKEN_PAGE_HEADERS, TokenButton } from "#app/components/subscription-panel";
import { withActionHeaders } from "#app/lib/action-headers";
import { done, refused, visitorAction } from "#app/lib/visitor-action.server";
import { findSubscriberByUnsubscribeToken } from "#core/subscribers/find-subscriber-by-unsubscribe-token";
import { unsubscribeByLink } from "#core/subscribers/unsubscribe-by-link";
import { SUBSCRIPTION_PAGE_MESSAGES } from "#rules/subscription-page-texts";
import type { Route } from "./+types/newsletter-unsubscribe";

export function meta() {
  return [{ title: SUBSCRIPTION_PAGE_MESSAGES.unsubscribeTitle }, { name: "robots", content: "noindex" }];
}

// With a refused button's Retry-After.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(TOKEN_PAGE_HEADERS, actionHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  // The link of a preview or a test copy: no subscriber, nothing to look up.
  if (!token && query.has("sample")) return { token, email: null, unsubscribed: false, sample: true };
  const subscriber = await findSubscriberByUnsubscribeToken({ db: context.db, token });
  return data(
    { token, email: subscriber?.email ?? null, unsubscribed: subscriber?.status === "unsubscribed", sample: false },
    { status: subscriber ? 200 : 404 },
  );
}

/**
 * The page's button, and mail programs' one-click unsubscribe (RFC 8058): a
 * POST to the List-Unsubscribe address with `List-Unsubscribe=One-Click`,
 * the token in the address rather than the body.
 */
export const action = visitorAction("unsubscribe", async ({ request, context }: Route.ActionArgs) => ({
  failed: SUBSCRIPTION_PAGE_MESSAGES.unsubscribeFailed,
  receive: ({ fields }) =>
    unsubscribeByLink({
      db: context.db,
      token: String(fields.token ?? new URL(request.url).searchParams.get("token") ?? ""),
    }),
  answer: (outcome) =>
    outcome.ok
      ? done(SUBSCRIPTION_PAGE_MESSAGES.unsubscribed)
      : refused(404, SUBSCRIPTION_PAGE_MESSAGES.unsubscribeInvalid),
}));

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const title = SUBSCRIPTION_PAGE_MESSAGES.unsubscribeTitle;
  if (actionData) {
    return (
      <SubscriptionPanel title={title}>
        <FormNotice answer={actionData} />
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (loaderData.email && loaderData.unsubscribed) {
    return (
      <SubscriptionPanel title={title}>
        <p role="status">{SUBSCRIPTION_PAGE_MESSAGES.unsubscribed}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (loaderData.sample) {
    return (
      <SubscriptionPanel title={title}>
        <p role="status">{SUBSCRIPTION_PAGE_MESSAGES.unsubscribeSample}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (!loaderData.email) {
    return (
      <SubscriptionPanel title={title}>
        <p role="alert">{SUBSCRIPTION_PAGE_MESSAGES.unsubscribeInvalid}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  return (
    <SubscriptionPanel title={title}>
      <p>
        Stop sending our newsletter to <strong className="break-all">{loaderData.email}</strong>?
      </p>
      <TokenButton token={loaderData.token} label={SUBSCRIPTION_PAGE_MESSAGES.unsubscribeButton} />
    </SubscriptionPanel>
  );
}
