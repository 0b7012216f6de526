import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice, SignedOutCard, SignedOutField, signedOutButtonClass } from "#app/components/admin/signed-out-card";
import { requestPasswordReset } from "#core/auth/request-password-reset";
import { errorsByField } from "#rules/form-text-plain";
import { PASSWORD_RESET_MESSAGES } from "#rules/password-reset-texts";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: `${PASSWORD_RESET_MESSAGES.requestTitle} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.adminAccess.session) throw redirect("/admin");
  return null;
}

type ActionAnswer = { sent: boolean; errors: Record<string, string>; formError: string | null };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const result = await requestPasswordReset({
      db: context.db,
      input: { email: form.get("email") ?? "" },
      clientAddress: context.clientAddress,
      mail: context.config.mail,
    });
    if (result.ok) return data<ActionAnswer>({ sent: true, errors: {}, formError: null });
    if (result.error === "invalid") {
      return data<ActionAnswer>(
        { sent: false, errors: errorsByField(result.errors), formError: null },
        { status: 400 },
      );
    }
    return data<ActionAnswer>(
      { sent: false, errors: {}, formError: PASSWORD_RESET_MESSAGES.throttled },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  } catch (error) {
    context.logger.error({ err: error }, "a password reset request failed");
    return data<ActionAnswer>({ sent: false, errors: {}, formError: PASSWORD_RESET_MESSAGES.failed }, { status: 503 });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errors = actionData?.errors ?? {};
  return (
    <SignedOutCard title={PASSWORD_RESET_MESSAGES.requestTitle}>
      {actionData?.sent ? (
        <Notice tone="status">{PASSWORD_RESET_MESSAGES.requestSent}</Notice>
      ) : (
        <>
          <p className="mt-2 text-center text-ink-soft">{PASSWORD_RESET_MESSAGES.requestIntro}</p>
          {actionData?.formError ? <Notice tone="alert">{actionData.formError}</Notice> : null}
          <Form method="post" noValidate className="mt-6 space-y-5">
            <SignedOutField
              id="email"
              label="Email"
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
        <Link to="/admin/login" className="font-semibold text-brand underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </SignedOutCard>
  );
}
