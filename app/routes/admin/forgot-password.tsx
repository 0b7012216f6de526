import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice, SignedOutCard, SignedOutField, signedOutButtonClass } from "#app/components/admin/signed-out-card";
import { answerFailure, failed } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { requestPasswordReset } from "#core/auth/request-password-reset";
import { ACCOUNT_LABELS } from "#rules/admin-account";
import { answerErrors, answerFormError, type FormAnswer } from "#rules/form-answer";
import { PASSWORD_RESET_MESSAGES } from "#rules/password-reset-texts";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: `${PASSWORD_RESET_MESSAGES.requestTitle} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.adminAccess.session) throw redirect(ADMIN_PAGES.dashboard);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const result = await requestPasswordReset({
      db: context.db,
      input: { email: form.get("email") ?? "" },
      clientAddress: context.clientAddress,
      mail: visitorMail(context),
    });
    if (result.ok) return data<FormAnswer>({ ok: true, message: PASSWORD_RESET_MESSAGES.requestSent });
    if (result.error === "invalid") {
      return answerFailure(result, { notFound: PASSWORD_RESET_MESSAGES.failed, fixErrors: "" });
    }
    return data<FormAnswer>(
      { ok: false, errors: {}, formError: PASSWORD_RESET_MESSAGES.throttled },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  } catch (error) {
    context.logger.error({ err: error }, "a password reset request failed");
    return failed(PASSWORD_RESET_MESSAGES.failed, 503);
  }
}

export default function ForgotPassword({ actionData: answer }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = answerErrors(answer);
  const formError = answerFormError(answer);
  return (
    <SignedOutCard title={PASSWORD_RESET_MESSAGES.requestTitle}>
      {answer?.ok ? (
        <Notice tone="status">{answer.message}</Notice>
      ) : (
        <>
          <p className="mt-2 text-center text-ink-soft">{PASSWORD_RESET_MESSAGES.requestIntro}</p>
          {formError ? <Notice tone="alert">{formError}</Notice> : null}
          <Form method="post" noValidate className="mt-6 space-y-5">
            <SignedOutField
              id="email"
              label={ACCOUNT_LABELS.email}
              name="email"
              type="email"
              autoComplete="username"
              error={errors.email}
            />
            <button type="submit" disabled={busy} className={signedOutButtonClass}>
              {busy ? "Sending..." : PASSWORD_RESET_MESSAGES.requestButton}
            </button>
          </Form>
        </>
      )}
      <p className="mt-6 text-center">
        <Link to={ADMIN_PAGES.signIn} className="font-semibold text-brand underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </SignedOutCard>
  );
}
