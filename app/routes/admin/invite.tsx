import { data } from "react-router";
import { answerFailure } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { signInNewAdmin } from "#app/lib/admin-session.server";
import { acceptAdminInvite } from "#core/admin-users/accept-admin-invite";
import { findOpenInvite } from "#core/admin-users/find-open-invite";
import { ADMIN_USERS_MESSAGES } from "#rules/admin-account";
import type { Route } from "./+types/invite";
import { NewAccountForm, WelcomeCard } from "./setup-form";

export function meta() {
  return [
    { title: "Join the Admin Portal" },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await findOpenInvite({ db: context.db, token: params.token });
  if (!invite) throw data({ error: ADMIN_USERS_MESSAGES.inviteInvalid }, { status: 404 });
  return { email: invite.email, name: invite.name };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await acceptAdminInvite({
    db: context.db,
    token: params.token,
    input: Object.fromEntries(form),
    ipAddress: context.clientAddress,
  });
  if (!result.ok) {
    return answerFailure(result, {
      notFound: ADMIN_USERS_MESSAGES.inviteInvalid,
      conflict: () => ADMIN_USERS_MESSAGES.alreadyAdmin,
      fixErrors: "",
    });
  }
  return signInNewAdmin({
    request,
    context,
    adminUserId: result.admin.id,
    to: ADMIN_PAGES.dashboard,
    message: ADMIN_USERS_MESSAGES.joined,
  });
}

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WelcomeCard title="Join the Admin Portal" intro="Choose your password to finish setting up your account.">
      <NewAccountForm
        answer={actionData}
        email={loaderData.email}
        name={loaderData.name}
        submitLabel="Create Account"
      />
    </WelcomeCard>
  );
}

export function ErrorBoundary() {
  return (
    <WelcomeCard title="Join the Admin Portal" intro={ADMIN_USERS_MESSAGES.inviteInvalid}>
      <p className="mt-6 text-center">
        <a href={ADMIN_PAGES.signIn} className="font-semibold text-brand underline">
          Go to sign-in
        </a>
      </p>
    </WelcomeCard>
  );
}
