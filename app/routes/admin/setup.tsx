import { data, redirect } from "react-router";
import { TextField } from "#app/components/form-field";
import { signInNewAdmin } from "#app/lib/admin-session.server";
import { createFirstAdmin, needsFirstAdmin } from "#core/admin-users/first-run-setup";
import { SETUP_MESSAGES } from "#rules/admin-account";
import type { Route } from "./+types/setup";
import { NewAccountForm, type PasswordFormErrors, WelcomeCard } from "./setup-form";

export function meta() {
  return [{ title: "Set up your site · Admin Portal" }, { name: "robots", content: "noindex" }];
}

/** Only while the site has no admin; afterwards the page is gone for good. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await needsFirstAdmin({ db: context.db }))) throw redirect("/admin/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await createFirstAdmin({
    db: context.db,
    input: Object.fromEntries(form),
    clientAddress: context.clientAddress,
  });
  if (!result.ok) {
    if ("reason" in result) throw redirect("/admin/login");
    return data<{ errors: PasswordFormErrors }>({ errors: result.errors }, { status: 400 });
  }
  context.logger.info({ email: result.admin.email }, "first admin account created in the browser");
  return signInNewAdmin({
    request,
    context,
    adminUserId: result.admin.id,
    to: "/admin/settings",
    message: SETUP_MESSAGES.created,
  });
}

export default function SetupPage({ actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  return (
    <WelcomeCard title="Set up your site" intro="Create the first admin account. You can add more admins later.">
      <NewAccountForm
        errors={errors}
        submitLabel="Create Account"
        before={
          <div>
            <TextField
              id="setupCode"
              name="setupCode"
              label="Setup code"
              autoComplete="off"
              required
              error={errors.setupCode}
            />
            <p className="mt-1 text-sm text-ink-soft">
              The server prints it in its log when it starts, in a line beginning "No admin account yet".
            </p>
          </div>
        }
      />
    </WelcomeCard>
  );
}
