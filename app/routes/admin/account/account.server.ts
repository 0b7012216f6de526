import { type AppLoadContext, redirect } from "react-router";
import { type Answered, answerFailure, type FormAnswer, failed } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { clearedSessionCookieHeader, readSessionToken, requireAdminForWrite } from "#app/lib/admin-session.server";
import { redirectWithToast } from "#app/lib/flash-toast.server";
import { changeAdminPassword } from "#core/admin-users/change-admin-password";
import { signOutEverywhere } from "#core/admin-users/sign-out-everywhere";
import { updateAdminAccount } from "#core/admin-users/update-admin-account";
import { hashSessionToken } from "#core/auth/session-token";
import { ACCOUNT_MESSAGES } from "#rules/admin-account";

/** Which of the page's forms the answer is for rides beside it. */
export type AccountAnswer = FormAnswer<{ intent: string }>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export async function accountAction(request: Request, context: AppLoadContext): Promise<Answered<AccountAnswer>> {
  const session = requireAdminForWrite(context);
  const actor = { ...auditActor(session, context), adminUserId: session.admin.id };
  const form = await request.formData();
  const intent = text(form, "intent");

  if (intent === "details") {
    const result = await updateAdminAccount({
      db: context.db,
      actor,
      input: { name: text(form, "name"), email: text(form, "email"), currentPassword: text(form, "currentPassword") },
    });
    return result.ok
      ? redirectWithToast({
          to: ADMIN_PAGES.account,
          message: ACCOUNT_MESSAGES.detailsSaved,
          context,
        })
      : answerFailure(result, { notFound: ACCOUNT_MESSAGES.saveFailed, fixErrors: "" }, { intent });
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
          to: ADMIN_PAGES.account,
          message: ACCOUNT_MESSAGES.passwordChanged,
          context,
        })
      : answerFailure(result, { notFound: ACCOUNT_MESSAGES.saveFailed, fixErrors: "" }, { intent });
  }
  if (intent === "sign-out-everywhere") {
    await signOutEverywhere({ db: context.db, actor });
    return redirect(ADMIN_PAGES.signIn, { headers: { "Set-Cookie": clearedSessionCookieHeader(context.config) } });
  }
  return failed(ACCOUNT_MESSAGES.saveFailed, 400, { intent });
}
