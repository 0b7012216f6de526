import { data } from "react-router";
import { HomeLink, SubscriptionPanel, TOKEN_PAGE_HEADERS, TokenButton } from "#app/components/subscription-panel";
import { formatClassDate } from "#app/lib/format";
import { cancelRegistration } from "#core/registrations/cancel-registration";
import { findRegistrationByToken } from "#core/registrations/find-registration-by-token";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import type { Route } from "./+types/registration-cancel";

export function meta() {
  return [{ title: REGISTRATION_MESSAGES.cancelTitle }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const registration = await findRegistrationByToken({ db: context.db, token });
  return data({ token, registration }, { status: registration ? 200 : 404 });
}

/** The page's button: following the emailed link alone never cancels (mail scanners open links). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? "");
  const result = await cancelRegistration({
    db: context.db,
    which: { by: "token", token },
    mail: context.config.mail,
    timeZone: context.siteSettings.timeZone,
  });
  return data({ cancelled: result.ok }, { status: result.ok ? 200 : 404 });
}

export default function RegistrationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const title = REGISTRATION_MESSAGES.cancelTitle;
  const { registration } = loaderData;
  if (actionData?.cancelled || registration?.status === "cancelled") {
    return (
      <SubscriptionPanel title={title}>
        <p role="status">{REGISTRATION_MESSAGES.cancelled}</p>
        <HomeLink />
      </SubscriptionPanel>
    );
  }
  if (actionData || !registration) {
    return (
      <SubscriptionPanel title={title}>
        <p role="alert">{REGISTRATION_MESSAGES.cancelInvalid}</p>
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
