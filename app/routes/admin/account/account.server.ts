import { type AppLoadContext, data, redirect } from "react-router";
import { auditActor } from "#app/lib/admin-actor.server";
import { clearedSessionCookieHeader, readSessionToken, requireAdminForWrite } from "#app/lib/admin-session.server";
import { redirectWithToast } from "#app/lib/flash-toast.server";
import { signOutEverywhere } from "#core/admin-users/admin-sessions";
import { changeAdminPassword, updateAdminAccount } from "#core/admin-users/update-admin-account";
import { hashSessionToken } from "#core/auth/session-token";
import { ACCOUNT_MESSAGES } from "#rules/admin-account";

export type AccountAnswer = { intent: string; errors: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function accountAction(request: Request, context: AppLoadContext) {
  const session = requireAdminForWrite(context);
  const actor = { ...auditActor(session, context), adminUserId: session.admin.id };
  const form = await request.formData();
  const intent = text(form, "intent");
  const refuse = (errors: Record<string, string>) => data<AccountAnswer>({ intent, errors }, { status: 400 });

  if (intent === "details") {
    const result = await updateAdminAccount({
      db: context.db,
      actor,
      input: { name: text(form, "name"), email: text(form, "email"), currentPassword: text(form, "currentPassword") },
    });
    return result.ok
      ? redirectWithToast({
          to: "/admin/account",
          message: ACCOUNT_MESSAGES.detailsSaved,
          signingKey: context.signingKey,
        })
      : refuse(result.errors);
  }
  if (intent === "password") {
    const token = readSessionToken(request, context.config) ?? "";
    const result = await changeAdminPassword({
      db: context.db,
      actor,
      input: {
        currentPassword: text(form, "currentPassword"),
        newPassword: text(form, "newPassword"),
        confirmPassword: text(form, "confirmPassword"),
      },
      currentSessionId: hashSessionToken(token),
    });
    return result.ok
      ? redirectWithToast({
          to: "/admin/account",
          message: ACCOUNT_MESSAGES.passwordChanged,
          signingKey: context.signingKey,
        })
      : refuse(result.errors);
  }
  if (intent === "sign-out-everywhere") {
    await signOutEverywhere({ db: context.db, actor });
    return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookieHeader(context.config) } });
  }
  return refuse({ form: ACCOUNT_MESSAGES.saveFailed });
}
