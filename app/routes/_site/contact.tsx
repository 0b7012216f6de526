import { ContactForm } from "#app/components/contact-form";
import { ToastRegion, useToasts } from "#app/components/toast";
import { withActionHeaders } from "#app/lib/action-headers";
import { pageMeta } from "#app/lib/meta";
import { messageOrSignupAction } from "#app/lib/visitor-action.server";
import { signFormStart } from "#core/visitor-forms/form-start";
import { CONTACT_FORM_MESSAGES, CONTACT_LIMITS } from "#rules/contact-message-texts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Ask Us Directly",
    description: "Send us your question about coaching, workshops or money worries. We reply within 72 hours.",
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    startedAt: signFormStart({ key: context.signingKey }),
    subject: (url.searchParams.get("subject") ?? "").slice(0, CONTACT_LIMITS.subjectMax),
    sent: url.searchParams.get("sent") === "1",
  };
}

// Retry-After of a post made during a database outage.
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export const action = messageOrSignupAction("contact", "/contact?sent=1");

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  // A request to confirm is shown above the form, not as an error.
  const serverMessage =
    actionData?.ok === false && actionData.formError !== CONTACT_FORM_MESSAGES.fixErrors && !actionData.confirmation
      ? actionData.formError
      : null;
  const { toasts, showToast, dismissToast } = useToasts([
    ...(loaderData.sent ? [{ message: CONTACT_FORM_MESSAGES.sent, tone: "success" as const }] : []),
    ...(serverMessage ? [{ message: serverMessage, tone: "error" as const }] : []),
  ]);
  return (
    <div className="mx-auto max-w-2xl px-6 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold text-brand-dark">Ask Us Directly</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Questions about coaching, workshops or money worries? Write to us and we will reply within 72 hours.
      </p>
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <ContactForm
          defaultSubject={loaderData.subject}
          startedAt={loaderData.startedAt}
          serverState={actionData}
          sent={loaderData.sent}
          onResult={(result) =>
            result.ok
              ? showToast(CONTACT_FORM_MESSAGES.sent)
              : showToast(result.formError || CONTACT_FORM_MESSAGES.sendFailed, "error")
          }
        />
      </div>
      <ToastRegion toasts={toasts} onDismiss={dismissToast} />
    </div>
  );
}
