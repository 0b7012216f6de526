import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { TextField } from "#app/components/form-field";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { readSessionToken, requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import { listActiveSessions } from "#core/admin-users/list-active-sessions";
import { hashSessionToken } from "#core/auth/session-token";
import { ACCOUNT_LABELS, ACCOUNT_WORDS } from "#rules/admin-account";
import { answerErrors, answerFormError } from "#rules/form-answer";
import type { Route } from "./+types/account";
import { accountAction } from "./account.server";
import { IntentForm } from "./account-forms";

export function meta() {
  return [{ title: "My Account · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const token = readSessionToken(request, context.config) ?? "";
  const sessions = await listActiveSessions({
    db: context.db,
    adminUserId: session.admin.id,
    currentSessionId: hashSessionToken(token),
  });
  return { admin: session.admin, sessions, timeZone: context.siteSettings.timeZone };
}

export function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

export default function AccountPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const answerFor = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const details = answerErrors(answerFor("details"));
  const password = answerErrors(answerFor("password"));
  const { admin } = loaderData;
  return (
    <>
      <h1 className="font-display text-3xl font-bold">My Account</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <IntentForm
          intent="details"
          title="Name and email"
          submitLabel={ACCOUNT_WORDS.saveDetails}
          formError={answerFormError(answerFor("details"))}
        >
          <TextField id="name" name="name" label={ACCOUNT_LABELS.name} defaultValue={admin.name} error={details.name} />
          <TextField
            id="email"
            name="email"
            label={ACCOUNT_LABELS.email}
            type="email"
            required
            defaultValue={admin.email}
            error={details.email}
          />
          <TextField
            id="details-current-password"
            name="currentPassword"
            label={ACCOUNT_LABELS.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            error={details.currentPassword}
          />
        </IntentForm>
        <IntentForm
          intent="password"
          title="Password"
          submitLabel="Change Password"
          formError={answerFormError(answerFor("password"))}
        >
          <TextField
            id="password-current"
            name="currentPassword"
            label={ACCOUNT_LABELS.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            error={password.currentPassword}
          />
          <TextField
            id="new-password"
            name="newPassword"
            label={ACCOUNT_LABELS.newPassword}
            type="password"
            autoComplete="new-password"
            required
            error={password.newPassword}
          />
          <TextField
            id="confirm-password"
            name="confirmPassword"
            label={ACCOUNT_LABELS.newPasswordAgain}
            type="password"
            autoComplete="new-password"
            required
            error={password.confirmPassword}
          />
          <p className="text-sm text-ink-soft">Your other sessions are signed out when the password changes.</p>
        </IntentForm>
      </div>
      <section aria-labelledby="two-factor-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="two-factor-heading" className="font-display text-xl font-bold">
          Two-factor sign-in
        </h2>
        <p className="mt-2 text-ink-soft">
          {admin.twoFactorOn
            ? "On: signing in asks for a code from your authenticator app."
            : "Off: signing in asks for your password only."}
        </p>
        <Link to={ADMIN_PAGES.twoFactorSetup} className="mt-4 inline-block font-semibold text-brand underline">
          {admin.twoFactorOn ? "Manage two-factor sign-in" : "Set up two-factor sign-in"}
        </Link>
      </section>
      <section aria-labelledby="sessions-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="sessions-heading" className="font-display text-xl font-bold">
          Where you are signed in
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="py-3">
              <p className="font-semibold">
                {session.userAgent ?? "Unknown browser"}
                {session.current ? <span className="ml-2 text-sm text-brand">(this browser)</span> : null}
              </p>
              <p className="text-sm text-ink-soft">
                {session.ipAddress ?? "Unknown address"} · signed in{" "}
                {formatAdminDate(session.createdAt, loaderData.timeZone)} · last active{" "}
                {formatAdminDate(session.lastSeenAt, loaderData.timeZone)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6">
        <IntentForm intent="sign-out-everywhere" title="Sign out everywhere" submitLabel="Sign Out Everywhere" danger>
          <p className="text-ink-soft">Ends every session of your account, this one included.</p>
        </IntentForm>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
