import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { HowToPay } from "#app/components/class-date-actions";
import { BotGuardFields, TextAreaField, TextField } from "#app/components/form-field";
import { answerErrors, answerFormError, type FormAnswer } from "#app/lib/form-answer";
import { formatClassDate, spotsLeft } from "#app/lib/format";
import { useMinimumFillTime } from "#app/lib/use-minimum-fill-time";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { todayIn } from "#core/dates";
import { getPublicClassDate } from "#core/registrations/get-public-class-date";
import { receiveRegistration } from "#core/registrations/receive-registration";
import { signFormStart } from "#core/visitor-forms/form-start";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { CONFIRM_BUTTON, CONFIRM_MESSAGE, TOO_MANY_REQUESTS } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH, errorsByField } from "#rules/form-text-plain";
import { NEWSLETTER_CONSENT_WORDING } from "#rules/subscriber-texts";
import { readVisitorForm } from "#server/api/read-visitor-form";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "#server/database-outage";
import type { Route } from "./+types/class-register";

const FIELDS = ["firstName", "lastName", "email", "note", "keepPosted"] as const;

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

/**
 * A refused registration keeps what the visitor typed (`values`) for the form
 * to show again; `confirmation` when the visitor is asked to send it once more.
 */
type RegisterAnswer = FormAnswer<{ values: Record<string, string>; confirmation: string }>;

// Retry-After of a post made while the database cannot take it.
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const classDate = await findOnSiteDate({ params, context });
  const body = await readVisitorForm(request);
  if (!body.ok)
    return data<RegisterAnswer>({ ok: false, values: {}, errors: {}, formError: body.error }, { status: body.status });
  const values = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      typeof body.fields[field] === "string" ? String(body.fields[field]).slice(0, 2000) : "",
    ]),
  );
  let result: Awaited<ReturnType<typeof receiveRegistration>>;
  try {
    result = await receiveRegistration({
      db: context.db,
      classInstanceId: classDate.id,
      fields: body.fields,
      clientAddress: context.clientAddress,
      rateLimit: context.config.rateLimits.subscribe,
      today: todayIn(context.siteSettings.timeZone),
      mail: visitorMail(context),
      timeZone: context.siteSettings.timeZone,
      signingKey: context.signingKey,
    });
  } catch (error) {
    // Whatever failed, what was typed stays in the form, to send again.
    const failed = { ok: false as const, values, errors: {}, formError: REGISTRATION_MESSAGES.registerFailed };
    if (!reportDatabaseOutage(context.logger, error, "class registration post")) {
      context.logger.error({ err: error }, "a class registration post failed");
      return data<RegisterAnswer>(failed, { status: 500 });
    }
    return data<RegisterAnswer>(failed, {
      status: 503,
      headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }
  const here = `/classes/${classDate.slug}/${classDate.id}/register`;
  if (result.kind === "registered") {
    context.visits.countConversion("registration", { address: context.clientAddress, headers: request.headers });
  }
  switch (result.kind) {
    case "registered":
      throw redirect(`${here}?registered=${result.status}`, 303);
    case "discarded":
      context.logger.info({ form: "register", signal: "honeypot" }, "discarded a submission that looked automated");
      throw redirect(`${here}?registered=confirmed`, 303);
    case "unconfirmed":
      // No seat taken yet: the same form again, as typed, asking to be sent once more.
      context.logger.info({ form: "register", signal: result.signal }, "asked the visitor to confirm a submission");
      return data<RegisterAnswer>({
        ok: false,
        values,
        errors: {},
        formError: CONFIRM_MESSAGE,
        confirmation: result.confirmation,
      });
    case "invalid":
      return data<RegisterAnswer>(
        { ok: false, values, errors: errorsByField(result.validationErrors), formError: "" },
        { status: 400 },
      );
    case "already-registered":
      return data<RegisterAnswer>(
        { ok: false, values, errors: { email: REGISTRATION_MESSAGES.alreadyRegistered }, formError: "" },
        { status: 409 },
      );
    case "too-many-requests":
      return data<RegisterAnswer>({ ok: false, values, errors: {}, formError: TOO_MANY_REQUESTS }, { status: 429 });
    default:
      return data<RegisterAnswer>(
        { ok: false, values, errors: {}, formError: REGISTRATION_MESSAGES.notOpen },
        { status: 409 },
      );
  }
}

export default function ClassRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { classDate, startedAt, registered } = loaderData;
  const id = useId();
  const navigating = useNavigation().state === "submitting";
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = navigating || waiting;
  const full = classDate.availableSpots <= 0;
  const answer = actionData as RegisterAnswer | undefined;
  const values = answer?.values ?? {};
  const errors = answerErrors(answer);
  const formError = answerFormError(answer);
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
            <BotGuardFields startedAt={startedAt} confirmation={answer?.confirmation} />
            {full ? <p className="font-semibold">{REGISTRATION_MESSAGES.fullWaitlistOffer}</p> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={`${id}-first`}
                name="firstName"
                label="First name"
                required
                autoComplete="given-name"
                defaultValue={values.firstName}
                error={errors.firstName}
              />
              <TextField
                id={`${id}-last`}
                name="lastName"
                label="Last name"
                required
                autoComplete="family-name"
                defaultValue={values.lastName}
                error={errors.lastName}
              />
            </div>
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label="Email"
              required
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              defaultValue={values.email}
              error={errors.email}
            />
            <TextAreaField id={`${id}-note`} name="note" label="Note" defaultValue={values.note} error={errors.note} />
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="keepPosted"
                defaultChecked={values.keepPosted === "on"}
                className="mt-1 size-4"
              />
              <span>
                Keep me posted about new workshops
                <span className="block text-sm text-ink-soft">{NEWSLETTER_CONSENT_WORDING}</span>
              </span>
            </label>
            {formError ? (
              <p
                role="alert"
                className="rounded-lg border border-accent bg-accent-light px-4 py-3 text-sm font-semibold"
              >
                {formError}
              </p>
            ) : null}
            <button
              type="submit"
              aria-disabled={sending}
              className="w-full rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto"
            >
              {sending
                ? "Sending..."
                : answer?.confirmation
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
