import { redirect } from "react-router";
import { TextField } from "#app/components/form-field";
import { answerFailure } from "#app/lib/admin-action.server";
import { ADMIN_PAGES } from "#app/lib/admin-paths";
import { signInNewAdmin } from "#app/lib/admin-session.server";
import { createFirstAdmin } from "#core/admin-users/create-first-admin";
import { needsFirstAdmin } from "#core/admin-users/needs-first-admin";
import { declineDemoContent } from "#core/seed/decline-demo-content";
import { ACCOUNT_LABELS, SETUP_MESSAGES } from "#rules/admin-account";
import { answerErrors } from "#rules/form-answer";
import { removeSetupCodeFile } from "#server/setup-code";
import type { Route } from "./+types/setup";
import { DemoContentChoice, NewAccountForm, WelcomeCard } from "./setup-form";

export function meta() {
  return [{ title: "Set up your site · Admin Portal" }, { name: "robots", content: "noindex" }];
}

/** Only while the site has no admin; afterwards the page is gone for good. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await needsFirstAdmin({ db: context.db }))) throw redirect(ADMIN_PAGES.signIn);
  return { offerDemoChoice: context.config.seedDemo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await createFirstAdmin({
    db: context.db,
    input: Object.fromEntries(form),
    clientAddress: context.clientAddress,
  });
  if (!result.ok) {
    if (result.error === "conflict") throw redirect(ADMIN_PAGES.signIn);
    return answerFailure(result, { notFound: SETUP_MESSAGES.codeInvalid, fixErrors: "" });
  }
  context.logger.info({ email: result.admin.email }, "first admin account created in the browser");
  removeSetupCodeFile(context.config.dataDir);
  if (form.get("demo") === "without") {
    const actor = { adminUserId: result.admin.id, actorEmail: result.admin.email, ipAddress: context.clientAddress };
    await declineDemoContent({ db: context.db, actor });
  }
  return signInNewAdmin({
    request,
    context,
    adminUserId: result.admin.id,
    to: ADMIN_PAGES.settings,
    message: SETUP_MESSAGES.created,
  });
}

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = answerErrors(actionData);
  return (
    <WelcomeCard title="Set up your site" intro="Create the first admin account. You can add more admins later.">
      <NewAccountForm
        answer={actionData}
        submitLabel="Create Account"
        after={loaderData.offerDemoChoice ? <DemoContentChoice /> : null}
        before={
          <div>
            <TextField
              id="setupCode"
              name="setupCode"
              label={ACCOUNT_LABELS.setupCode}
              autoComplete="off"
              required
              error={errors.setupCode}
            />
            <p className="mt-1 text-sm text-ink-soft">
              The server prints it in its log when it starts, after "SETUP CODE:", and keeps it in the file
              setup-code.txt in its data folder until it is used.
            </p>
          </div>
        }
      />
    </WelcomeCard>
  );
}
