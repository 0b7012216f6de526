import QRCode from "qrcode";
import { data, redirect } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { TextField } from "#app/components/form-field";
import { type Answered, answerFailure, answerInvalid, type FormAnswer, failed } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { redirectWithToast } from "#app/lib/flash-toast.server";
import { confirmTwoFactorSetup } from "#core/auth/confirm-two-factor-setup";
import { disableTwoFactor } from "#core/auth/disable-two-factor";
import { getTwoFactorState } from "#core/auth/get-two-factor-state";
import { renewRecoveryCodes } from "#core/auth/renew-recovery-codes";
import { startTwoFactorSetup } from "#core/auth/start-two-factor-setup";
import { totpUri } from "#core/auth/totp";
import { ACCOUNT_LABELS } from "#rules/admin-account";
import { answerErrors, answerFormError } from "#rules/form-answer";
import { TWO_FACTOR_MESSAGES, TwoFactorCodeSchema } from "#rules/two-factor";
import type { Route } from "./+types/two-factor";
import { IntentForm } from "./account-forms";

export function meta() {
  return [{ title: "Two-factor sign-in · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const state = await getTwoFactorState({ db: context.db, adminUserId: session.admin.id });
  const required = context.siteSettings.requireTwoFactor;
  if (state.status !== "pending") return { state, required, setup: null };
  const uri = totpUri({
    secret: state.secret,
    account: session.admin.email,
    issuer: context.siteSettings.businessName,
  });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return {
    state: { status: "pending" as const },
    required,
    setup: { qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, secret: state.secret },
  };
}

/** Recovery codes ride beside a success: they are shown once, on this answer. */
type Answer = FormAnswer<{ recoveryCodes: string[]; intent: string }>;
const MESSAGES = { notFound: TWO_FACTOR_MESSAGES.codeInvalid, fixErrors: "" };

export async function action({ request, context }: Route.ActionArgs): Promise<Answered<Answer>> {
  const session = requireAdminForWrite(context);
  const actor = { ...auditActor(session, context), adminUserId: session.admin.id };
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "start") {
    const started = await startTwoFactorSetup({ db: context.db, adminUserId: session.admin.id });
    if (!started.ok) return failed(TWO_FACTOR_MESSAGES.alreadyOn, 409);
    return redirect(ADMIN_PAGES.twoFactorSetup);
  }
  if (intent === "confirm") {
    const code = TwoFactorCodeSchema.safeParse(form.get("code"));
    if (!code.success)
      return answerInvalid({ code: code.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeInvalid }, "");
    const result = await confirmTwoFactorSetup({ db: context.db, actor, code: code.data });
    if (!result.ok) return answerFailure(result, MESSAGES);
    return data<Answer>({ ok: true, message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: result.recoveryCodes });
  }
  if (intent === "renew") {
    const result = await renewRecoveryCodes({ db: context.db, actor, password: String(form.get("password") ?? "") });
    if (!result.ok) {
      return answerFailure(result, { ...MESSAGES, conflict: () => TWO_FACTOR_MESSAGES.notOn }, { intent: "renew" });
    }
    return data<Answer>({
      ok: true,
      message: TWO_FACTOR_MESSAGES.recoveryCodesRenewed,
      recoveryCodes: result.recoveryCodes,
    });
  }
  if (intent === "disable") {
    const result = await disableTwoFactor({ db: context.db, actor, password: String(form.get("password") ?? "") });
    if (!result.ok) {
      return answerFailure(
        result,
        { ...MESSAGES, conflict: () => TWO_FACTOR_MESSAGES.cannotDisableRequired },
        { intent: "disable" },
      );
    }
    return redirectWithToast({
      to: ADMIN_PAGES.account,
      message: TWO_FACTOR_MESSAGES.disabled,
      context,
    });
  }
  return failed(TWO_FACTOR_MESSAGES.codeInvalid);
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="codes-heading" className="rounded-2xl border border-brand bg-white p-6">
      <h2 id="codes-heading" className="font-display text-xl font-bold">
        Your recovery codes
      </h2>
      <p className="mt-2 text-ink-soft">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

export default function TwoFactorPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  // These forms show their one message above the fields, whether it is about a field or the form.
  const formError = answerFormError(answer) || Object.values(answerErrors(answer))[0];
  const { state, setup, required } = loaderData;
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="font-display text-3xl font-bold">Two-factor sign-in</h1>
      {required && state.status !== "on" ? (
        <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 font-medium text-ink">
          {TWO_FACTOR_MESSAGES.requiredBySettings}
        </p>
      ) : null}
      {answer?.ok && answer.recoveryCodes ? (
        <>
          <p role="status" className="rounded-lg bg-brand-light px-4 py-3 font-semibold">
            {answer.message}
          </p>
          <RecoveryCodes codes={answer.recoveryCodes} />
        </>
      ) : null}
      {state.status === "off" ? (
        <IntentForm intent="start" title="Turn on two-factor sign-in" submitLabel="Set Up">
          <p className="text-ink-soft">
            After your password, signing in will ask for a 6-digit code from an authenticator app on your phone.
          </p>
        </IntentForm>
      ) : null}
      {state.status === "pending" && setup ? (
        <IntentForm intent="confirm" title="Scan this code" submitLabel="Turn On" formError={formError}>
          <p className="text-ink-soft">Scan it with your authenticator app, then enter the code the app shows.</p>
          <img src={setup.qr} alt="QR code for your authenticator app" width={200} height={200} />
          <p className="text-sm text-ink-soft">
            Cannot scan? Enter this key in the app: <code className="break-all font-mono">{setup.secret}</code>
          </p>
          <TextField
            id="code"
            name="code"
            label={ACCOUNT_LABELS.twoFactorCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
        </IntentForm>
      ) : null}
      {state.status === "on" ? (
        <>
          <p className="text-ink-soft">
            Two-factor sign-in is on. Recovery codes left: <strong>{state.recoveryCodesLeft}</strong>
          </p>
          <IntentForm
            intent="renew"
            title="Recovery codes"
            submitLabel="Make New Recovery Codes"
            formError={answer?.intent === "renew" ? formError : undefined}
          >
            <p className="text-ink-soft">New codes replace every old one.</p>
            <TextField
              id="renew-password"
              name="password"
              label={ACCOUNT_LABELS.currentPassword}
              type="password"
              autoComplete="current-password"
              required
            />
          </IntentForm>
          <IntentForm
            intent="disable"
            title="Turn off two-factor sign-in"
            submitLabel="Turn Off"
            formError={answer?.intent === "disable" ? formError : undefined}
            danger
          >
            <TextField
              id="disable-password"
              name="password"
              label={ACCOUNT_LABELS.currentPassword}
              type="password"
              autoComplete="current-password"
              required
            />
          </IntentForm>
        </>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
