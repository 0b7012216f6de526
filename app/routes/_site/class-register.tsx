import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { HowToPay } from "#app/components/class-date-actions";
import { BotGuardFields, FormNotice, TextAreaField, TextField } from "#app/components/form-field";
import { withActionHeaders } from "#app/lib/action-headers";
import { formatClassDate, spotsLeft } from "#app/lib/format";
import { useMinimumFillTime } from "#app/lib/use-minimum-fill-time";
import { refused, visitorAction } from "#app/lib/visitor-action.server";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { todayIn } from "#core/dates";
import { getPublicClassDate } from "#core/registrations/get-public-class-date";
import { receiveRegistration } from "#core/registrations/receive-registration";
import { signFormStart } from "#core/visitor-forms/form-start";
import { REGISTRATION_LABELS, REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { answerErrors, typedForm } from "#rules/form-answer";
import { CONFIRM_BUTTON } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH } from "#rules/form-text-plain";
import { NEWSLETTER_CONSENT_WORDING } from "#rules/subscriber-texts";
import type { Route } from "./+types/class-register";

export function meta({ data: loaderData }: Route.MetaArgs) {
  const title = loaderData?.classDate ? `Register: ${loaderData.classDate.title}` : "Register";
  return [{ title }, { name: "robots", content: "noindex" }];
}

async function findOnSiteDate({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const classDate = await getPublicClassDate({
    db: context.db,
    slug: params.slug,
    id: params.id,
    today: todayIn(context.siteSettings.timeZone),
  });
  if (classDate?.registrationMode !== "on_site") {
    throw data(REGISTRATION_MESSAGES.classNotFound, { status: 404 });
  }
  return classDate;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const classDate = await findOnSiteDate({ params, context });
  const registered = new URL(request.url).searchParams.get("registered");
  return {
    classDate,
    startedAt: signFormStart({ key: context.signingKey }),
    registered: registered === "confirmed" || registered === "waitlisted" ? registered : null,
  };
}

// Retry-After of a post made while the database cannot take it.
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(parentHeaders, actionHeaders);
}

export const action = visitorAction("register", async ({ params, context, request }: Route.ActionArgs) => {
  const classDate = await findOnSiteDate({ params, context });
  const here = `/classes/${classDate.slug}/${classDate.id}/register`;
  const today = todayIn(context.siteSettings.timeZone);
  return {
    failed: REGISTRATION_MESSAGES.registerFailed,
    receive: ({ checks }) =>
      receiveRegistration({
        ...checks,
        classInstanceId: classDate.id,
        today,
        mail: visitorMail(context),
        timeZone: context.siteSettings.timeZone,
      }),
    discarded() {
      throw redirect(`${here}?registered=confirmed`, 303);
    },
    answer(outcome) {
      if (outcome.ok) {
        context.visits.countConversion("registration", { address: context.clientAddress, headers: request.headers });
        throw redirect(`${here}?registered=${outcome.status}`, 303);
      }
      if (outcome.error === "conflict" && outcome.conflict === "already-registered") {
        return refused(409, "", { errors: { email: REGISTRATION_MESSAGES.alreadyRegistered } });
      }
      return refused(409, REGISTRATION_MESSAGES.notOpen);
    },
  };
});

export default function ClassRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classDate, startedAt, registered } = loaderData;
  const id = useId();
  const navigating = useNavigation().state === "submitting";
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = navigating || waiting;
  const full = classDate.availableSpots <= 0;
  const answer = actionData;
  const typed = typedForm(answer);
  const errors = answerErrors(answer);
  const confirmation = answer?.ok === false ? answer.confirmation : undefined;
  return (
    <div className="mx-auto max-w-2xl px-6 py-12 sm:py-16">
      <p>
        <Link to={`/classes/${classDate.slug}`} className="font-semibold text-brand underline underline-offset-4">
          ← {classDate.title}
        </Link>
      </p>
      <h1 className="mt-4 font-display text-4xl font-bold text-brand-dark">
        {full && !registered ? REGISTRATION_MESSAGES.joinWaitlist : REGISTRATION_MESSAGES.register}: {classDate.title}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        {formatClassDate(classDate.date)} · {classDate.time} · {classDate.location} · {classDate.price}
      </p>
      <p className="mt-1 font-semibold" data-testid="spots">
        {spotsLeft(classDate.availableSpots)}
      </p>
      <HowToPay text={classDate.howToPay} price={classDate.price} className="mt-3" />
      <div className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        {registered ? (
          <p
            role="status"
            className="rounded-xl border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark"
          >
            {registered === "confirmed" ? REGISTRATION_MESSAGES.confirmed : REGISTRATION_MESSAGES.waitlisted}
          </p>
        ) : (
          <Form method="post" noValidate onSubmit={onSubmit} className="relative space-y-4">
            <BotGuardFields startedAt={startedAt} confirmation={confirmation} />
            {full ? <p className="font-semibold">{REGISTRATION_MESSAGES.fullWaitlistOffer}</p> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-first`}
                name="firstName"
                label={REGISTRATION_LABELS.firstName}
                required
                autoComplete="given-name"
                defaultValue={typed?.get("firstName") ?? undefined}
                error={errors.firstName}
              />
              <TextField
                id={`${id}-last`}
                name="lastName"
                label={REGISTRATION_LABELS.lastName}
                required
                autoComplete="family-name"
                defaultValue={typed?.get("lastName") ?? undefined}
                error={errors.lastName}
              />
            </div>
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label={REGISTRATION_LABELS.email}
              required
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={typed?.get("email") ?? undefined}
              error={errors.email}
            />
            <TextAreaField
              id={`${id}-note`}
              name="note"
              label={REGISTRATION_LABELS.note}
              defaultValue={typed?.get("note") ?? undefined}
              error={errors.note}
            />
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="keepPosted"
                defaultChecked={typed?.get("keepPosted") === "on"}
                className="mt-1 size-4"
              />
              <span>
                {REGISTRATION_LABELS.keepPosted}
                <span className="block text-sm text-ink-soft">{NEWSLETTER_CONSENT_WORDING}</span>
              </span>
            </label>
            <FormNotice answer={answer} />
            <button
              type="submit"
              aria-disabled={sending}
              className="w-full rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
            >
              {sending
                ? "Sending..."
                : confirmation
                  ? CONFIRM_BUTTON
                  : full
                    ? REGISTRATION_MESSAGES.joinWaitlist
                    : REGISTRATION_MESSAGES.register}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
