import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice, SignedOutCard, SignedOutField, signedOutButtonClass } from "#app/components/admin/signed-out-card";
import { type Answered, answerFailure, failed } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { deviceCookieHeader } from "#app/lib/admin-session.server";
import { peekActionToken } from "#core/action-tokens/peek-action-token";
import { resetPassword } from "#core/auth/reset-password";
import { ACCOUNT_LABELS } from "#rules/admin-account";
import { answerErrors, type FormAnswer } from "#rules/form-answer";
import { PASSWORD_RESET_MESSAGES } from "#rules/password-reset-texts";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: `${PASSWORD_RESET_MESSAGES.resetTitle} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

/** The address holds the link's secret: never cached, never sent on as a referrer. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = (await peekActionToken({ db: context.db, purpose: "reset-password", token })) !== null;
  return data({ token, valid }, { status: valid ? 200 : 410 });
}

/** A spent or expired link says so instead of showing the form. */
type ResetAnswer = FormAnswer<{ linkInvalid: boolean }>;

export async function action({ request, context }: Route.ActionArgs): Promise<Answered<ResetAnswer>> {
  const form = await request.formData();
  const result = await resetPassword({
    db: context.db,
    token: String(form.get("token") ?? ""),
    input: { password: form.get("password") ?? "", confirmPassword: form.get("confirmPassword") ?? "" },
    clientAddress: context.clientAddress,
  });
  if (result.ok) {
    context.logger.info({ email: result.email, address: context.clientAddress }, "admin password reset");
    throw redirect(ADMIN_PAGES.signInAfterReset, {
      status: 303,
      headers: { "Set-Cookie": deviceCookieHeader(context.config, context.signingKey, result.adminUserId) },
    });
  }
  if (result.error === "invalid")
    return answerFailure(result, { notFound: PASSWORD_RESET_MESSAGES.linkInvalid, fixErrors: "" });
  // A spent or expired link is gone for good (410), and the page says so instead of the form.
  return failed(PASSWORD_RESET_MESSAGES.linkInvalid, 410, { linkInvalid: true });
}

export default function ResetPassword({ loaderData, actionData: answer }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = answerErrors(answer);
  const linkInvalid = answer?.linkInvalid || !loaderData.valid;
  return (
    <SignedOutCard title={PASSWORD_RESET_MESSAGES.resetTitle}>
      {linkInvalid ? (
        <>
          <Notice tone="alert">{PASSWORD_RESET_MESSAGES.linkInvalid}</Notice>
          <p className="mt-6 text-center">
            <Link to={ADMIN_PAGES.forgotPassword} className="font-semibold text-brand underline underline-offset-4">
              Ask for a new link
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <SignedOutField
            id="password"
            label={ACCOUNT_LABELS.resetPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <SignedOutField
            id="confirm-password"
            label={ACCOUNT_LABELS.resetPasswordAgain}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <button type="submit" disabled={busy} className={signedOutButtonClass}>
            {busy ? "Changing..." : PASSWORD_RESET_MESSAGES.resetButton}
          </button>
        </Form>
      )}
    </SignedOutCard>
  );
}
