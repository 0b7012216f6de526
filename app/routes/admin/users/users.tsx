import { data } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminTable } from "#app/components/admin/admin-table";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { useAdminToast } from "#app/components/admin/toasts";
import { TextField } from "#app/components/form-field";
import { type Answered, answerFailure, type FormAnswer, failed } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { adminDisplayName, requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { redirectWithToast } from "#app/lib/flash-toast.server";
import { formatAdminDate } from "#app/lib/format";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { IntentForm } from "#app/routes/admin/account/account-forms";
import { inviteAdmin } from "#core/admin-users/invite-admin";
import { listAdmins } from "#core/admin-users/list-admins";
import { removeAdmin } from "#core/admin-users/remove-admin";
import { revokeAdminInvite } from "#core/admin-users/revoke-admin-invite";
import { ACCOUNT_LABELS, ACCOUNT_WORDS, ADMIN_USERS_MESSAGES } from "#rules/admin-account";
import { answerErrors } from "#rules/form-answer";
import type { Route } from "./+types/users";

export function meta() {
  return [{ title: "Admins · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  const { admins, invites } = await listAdmins({ db: context.db });
  return { admins, invites, me: session.admin.id, timeZone: context.siteSettings.timeZone };
}

/** An invitation that could not be emailed answers with its link, for the admin to pass on. */
type Answer = FormAnswer<{ link: string; email: string }>;

const REMOVE_REFUSALS = {
  "last-admin": ADMIN_USERS_MESSAGES.lastAdmin,
  yourself: ADMIN_USERS_MESSAGES.notYourself,
} as const;
const NOT_FOUND_MESSAGE = { notFound: ADMIN_USERS_MESSAGES.notFound };

export async function action({ request, context }: Route.ActionArgs): Promise<Answered<Answer>> {
  const session = requireAdminForWrite(context);
  const actor = { ...auditActor(session, context), adminUserId: session.admin.id };
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "invite") {
    const result = await inviteAdmin({
      db: context.db,
      actor,
      input: { email: form.get("email"), name: form.get("name") },
      mail: visitorMail(context),
      invitedBy: adminDisplayName(session.admin),
    });
    if (!result.ok) return answerFailure(result, { ...NOT_FOUND_MESSAGE, fixErrors: "" });
    const { delivery } = result;
    if (delivery.emailed)
      return redirectWithToast({
        to: ADMIN_PAGES.users,
        message: ADMIN_USERS_MESSAGES.inviteEmailed(result.invite.email),
        context,
      });
    return data<Answer>({
      ok: true,
      message: ADMIN_USERS_MESSAGES.invited,
      link: delivery.link,
      email: result.invite.email,
    });
  }
  const id = String(form.get("id") ?? "");
  if (intent === "remove") {
    const outcome = await removeAdmin({ db: context.db, actor, id });
    if (!outcome.ok) {
      return answerFailure(outcome, { ...NOT_FOUND_MESSAGE, conflict: (refused) => REMOVE_REFUSALS[refused.conflict] });
    }
    return data<Answer>({ ok: true, message: ADMIN_USERS_MESSAGES.removed });
  }
  if (intent === "revoke") {
    const outcome = await revokeAdminInvite({ db: context.db, actor, id });
    if (!outcome.ok) return answerFailure(outcome, NOT_FOUND_MESSAGE);
    return data<Answer>({ ok: true, message: ADMIN_USERS_MESSAGES.inviteRevoked });
  }
  return failed(ADMIN_USERS_MESSAGES.notFound);
}

const cell = "px-4 py-3";

export default function AdminUsersPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { admins, invites, me, timeZone } = loaderData;
  const showToast = useAdminToast();
  const showAnswer = (done: FormAnswer) => {
    const said = done.ok ? done.message : done.formError;
    if (said) showToast(said, done.ok ? "success" : "error");
  };
  const said = answer?.ok ? answer.message : answer?.formError;
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-bold">Admins</h1>
      {said && !answer?.link ? (
        <p role={answer?.ok ? "status" : "alert"} className="rounded-lg bg-brand-light px-4 py-3 font-semibold">
          {said}
        </p>
      ) : null}
      <AdminTable
        widthClass="min-w-[40rem]"
        caption="Admin accounts"
        headings={["Admin", "Two-factor", "Since", "Actions"]}
      >
        {admins.map((admin) => (
          <tr key={admin.id}>
            <td className={cell}>
              <p className="font-semibold">{admin.name || admin.email}</p>
              <p className="text-sm text-ink-soft">{admin.email}</p>
            </td>
            <td className={cell}>{admin.twoFactorOn ? "On" : "Off"}</td>
            <td className={cell}>{formatAdminDate(admin.createdAt, timeZone, false)}</td>
            <td className={cell}>
              {admin.id === me ? (
                <span className="text-sm text-ink-soft">You</span>
              ) : (
                <ConfirmSubmit
                  label={ACCOUNT_LABELS.removeAdmin}
                  accessibleLabel={`Remove ${admin.email}`}
                  message={ADMIN_USERS_MESSAGES.removeQuestion(admin.name || admin.email)}
                  fields={{ intent: "remove", id: admin.id }}
                  action={ADMIN_PAGES.users}
                  className="font-semibold text-accent underline"
                  onDone={showAnswer}
                />
              )}
            </td>
          </tr>
        ))}
        {invites.map((invite) => (
          <tr key={invite.id}>
            <td className={cell}>
              <p className="font-semibold">{invite.name || invite.email}</p>
              <p className="text-sm text-ink-soft">{invite.email}</p>
            </td>
            <td className={cell}>Invited</td>
            <td className={cell}>Link valid until {formatAdminDate(invite.expiresAt, timeZone, false)}</td>
            <td className={cell}>
              <ConfirmSubmit
                label={ACCOUNT_LABELS.withdrawInvitation}
                accessibleLabel={`Withdraw the invitation to ${invite.email}`}
                message={`Withdraw the invitation to ${invite.email}? Its link stops working.`}
                fields={{ intent: "revoke", id: invite.id }}
                action={ADMIN_PAGES.users}
                className="font-semibold text-accent underline"
                onDone={showAnswer}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      {answer?.link ? (
        <section aria-labelledby="invite-link-heading" className="rounded-2xl border border-brand bg-white p-6">
          <h2 id="invite-link-heading" className="font-display text-xl font-bold">
            Invitation for {answer.email}
          </h2>
          <p className="mt-2 text-ink-soft">{ADMIN_USERS_MESSAGES.inviteNotEmailed(answer.email ?? "")}</p>
          <input
            readOnly
            aria-label="Invitation link"
            value={answer.link}
            className="mt-3 block w-full rounded-lg border border-line bg-paper px-3 py-2 font-mono text-sm"
          />
        </section>
      ) : null}
      <IntentForm intent="invite" title={ACCOUNT_WORDS.addAdmin} submitLabel={ACCOUNT_WORDS.sendInvitation}>
        <TextField
          id="invite-email"
          name="email"
          label={ACCOUNT_LABELS.email}
          type="email"
          required
          error={answerErrors(answer).email}
        />
        <TextField id="invite-name" name="name" label={ACCOUNT_LABELS.name} error={answerErrors(answer).name} />
      </IntentForm>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
