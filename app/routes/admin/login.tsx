import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type SignInFieldErrors, SignInFields } from "#app/components/admin/sign-in-fields";
import { SignedOutCard, signedOutButtonClass } from "#app/components/admin/signed-out-card";
import { type Answered, answerInvalid, failed } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import {
  deviceCookieHeader,
  readDeviceAdminId,
  readSessionToken,
  sessionCookieHeader,
} from "#app/lib/admin-session.server";
import { signInNoticeCookie } from "#app/lib/sign-in-notice.server";
import { needsFirstAdmin } from "#core/admin-users/needs-first-admin";
import { completeTwoFactorSignIn } from "#core/auth/complete-two-factor-sign-in";
import { type SignInResult, signIn } from "#core/auth/sign-in";
import { answerErrors, answerFormError, type FormAnswer } from "#rules/form-answer";
import { PASSWORD_RESET_MESSAGES } from "#rules/password-reset-texts";
import { safeRedirectTarget } from "#rules/safe-redirect";
import { SignInSchema } from "#rules/sign-in";
import { SIGN_IN_MESSAGES } from "#rules/sign-in-texts";
import { TwoFactorCodeSchema } from "#rules/two-factor";
import { TWO_FACTOR_MESSAGES } from "#rules/two-factor-texts";
import type { Route } from "./+types/login";
import { TwoFactorStep } from "./login-two-factor";

type FieldErrors = SignInFieldErrors;

export function meta() {
  return [{ title: "Admin Portal" }, { name: "robots", content: "noindex" }];
}

// Retry-After of a throttled attempt.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectTarget(params.get("redirectTo"));
  if (context.adminAccess.session) throw redirect(redirectTo);
  // A new site without any admin: the first one is created in the browser.
  if (await needsFirstAdmin({ db: context.db }).catch(() => false)) throw redirect(ADMIN_PAGES.setup);
  return { redirectTo, expired: params.get("expired") === "1", passwordReset: params.get("reset") === "1" };
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The sign-in form's answer. An account with two-factor sign-in is not in yet
 * after its password: the answer carries the `challenge` the code step sends back.
 */
export type LoginAnswer = FormAnswer<{ challenge: string }>;

function refused(result: Exclude<SignInResult, { ok: true }>, context: Route.ActionArgs["context"], email: string) {
  if (result.reason === "second-factor") {
    return data<LoginAnswer>({ ok: false, errors: {}, formError: "", challenge: result.challengeToken });
  }
  const throttled = result.reason === "throttled";
  context.logger.warn({ email, address: context.clientAddress, throttled }, "sign-in refused");
  return data<LoginAnswer>(
    {
      ok: false,
      errors: {},
      formError: throttled ? SIGN_IN_MESSAGES.throttled : SIGN_IN_MESSAGES.invalidCredentials,
    },
    {
      status: throttled ? 429 : 401,
      headers: throttled
        ? { "Retry-After": String(Math.ceil((result.retryAt.getTime() - Date.now()) / 1000)) }
        : undefined,
    },
  );
}

/** The second step: the code for an account with two-factor sign-in, carried with the challenge of the first. */
async function secondStep(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const challenge = String(form.get("challenge") ?? "");
  const code = TwoFactorCodeSchema.safeParse(form.get("code"));
  if (!code.success) {
    return answerInvalid({ code: code.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeInvalid }, "", { challenge });
  }
  const result = await completeTwoFactorSignIn({
    db: context.db,
    challengeToken: challenge,
    code: code.data,
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent"),
    previousToken: readSessionToken(request, context.config),
    deviceAdminId: readDeviceAdminId(request, context.config, context.signingKey),
  });
  if (result.ok) return signedIn(result, context, form);
  if (result.reason === "challenge-expired") {
    return failed(TWO_FACTOR_MESSAGES.challengeExpired, 401);
  }
  if (result.reason === "invalid-credentials" || result.reason === "code-used") {
    const message = result.reason === "code-used" ? TWO_FACTOR_MESSAGES.codeUsed : TWO_FACTOR_MESSAGES.codeInvalid;
    return data<LoginAnswer>({ ok: false, errors: { code: message }, formError: "", challenge }, { status: 401 });
  }
  return refused(result, context, "");
}

function signedIn(result: Extract<SignInResult, { ok: true }>, context: Route.ActionArgs["context"], form: FormData) {
  context.logger.info({ email: result.admin.email, address: context.clientAddress }, "admin signed in");
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookieHeader(context.config, result.session.token));
  headers.append("Set-Cookie", deviceCookieHeader(context.config, context.signingKey, result.admin.id));
  if (result.warning) headers.append("Set-Cookie", signInNoticeCookie(context, result.warning));
  return redirect(safeRedirectTarget(form.get("redirectTo")), { headers });
}

export async function action({ request, context }: Route.ActionArgs): Promise<Answered<LoginAnswer>> {
  const form = await request.formData();
  if (form.get("intent") === "two-factor") {
    try {
      return await secondStep(request, context, form);
    } catch (error) {
      context.logger.error({ err: error }, "sign-in failed");
      return failed(SIGN_IN_MESSAGES.failed, 503);
    }
  }
  const parsed = SignInSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    return answerInvalid(fieldErrorsOf(parsed.error.issues), "");
  }
  try {
    const result = await signIn({
      db: context.db,
      ...parsed.data,
      clientAddress: context.clientAddress,
      userAgent: request.headers.get("user-agent"),
      previousToken: readSessionToken(request, context.config),
      deviceAdminId: readDeviceAdminId(request, context.config, context.signingKey),
    });
    if (!result.ok) return refused(result, context, parsed.data.email);
    return signedIn(result, context, form);
  } catch (error) {
    context.logger.error({ err: error }, "sign-in failed");
    return failed(SIGN_IN_MESSAGES.failed, 503);
  }
}

export default function AdminLogin({ loaderData, actionData: answer }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ADMIN_PAGES.signIn;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const fieldErrors: FieldErrors = clientErrors ?? answerErrors(answer);
  const formError = clientErrors ? null : answerFormError(answer);
  // The rules arrive after the page is ready (zod stays out of its first
  // download); until then the server checks the form alone.
  const rules = useRef<typeof SignInSchema | null>(null);
  useEffect(() => {
    import("#rules/sign-in")
      .then((module) => {
        rules.current = module.SignInSchema;
      })
      .catch(() => {});
  }, []);

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    if (!rules.current) return;
    const form = new FormData(event.currentTarget);
    const parsed = rules.current.safeParse({ email: form.get("email"), password: form.get("password") });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrorsOf(parsed.error.issues));
  }

  if (answer?.challenge) {
    return (
      <TwoFactorStep
        challenge={answer.challenge}
        redirectTo={loaderData.redirectTo}
        error={answerErrors(answer).code ?? (answerFormError(answer) || undefined)}
        busy={busy}
      />
    );
  }

  return (
    <SignedOutCard title="Admin Portal" intro="Sign in to manage the website.">
      {loaderData.passwordReset && !answer ? (
        <p role="status" className="mt-6 rounded-lg bg-brand-light px-4 py-3 text-sm text-ink">
          {PASSWORD_RESET_MESSAGES.done}
        </p>
      ) : null}
      {loaderData.expired && !answer ? (
        <p role="alert" className="mt-6 rounded-lg bg-accent-light px-4 py-3 text-sm text-ink">
          {SIGN_IN_MESSAGES.expired}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="mt-6 rounded-lg bg-accent-light px-4 py-3 text-sm font-semibold text-ink">
          {formError}
        </p>
      ) : null}

      <Form method="post" noValidate onSubmit={checkBeforeSending} className="mt-6 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <SignInFields errors={fieldErrors} />
        <button type="submit" disabled={busy} className={signedOutButtonClass}>
          {busy ? "Signing in..." : "Sign In"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={ADMIN_PAGES.forgotPassword} className="font-semibold text-brand underline underline-offset-4">
          {PASSWORD_RESET_MESSAGES.forgotLink}
        </Link>
      </p>
    </SignedOutCard>
  );
}
