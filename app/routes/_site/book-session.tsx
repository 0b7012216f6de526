import { useId } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { BookingPicker, TakenNotice } from "#app/components/booking-picker";
import { BotGuardFields, SelectField, TextAreaField, TextField } from "#app/components/form-field";
import { buildPicker } from "#app/lib/booking-picker.server";
import { excerpt } from "#app/lib/format";
import { useMinimumFillTime } from "#app/lib/use-minimum-fill-time";
import { visitorMail } from "#app/lib/visitor-mail.server";
import { findBookableSessionType } from "#core/bookings/find-bookable-session-type";
import { joinBookingWaitlist } from "#core/bookings/join-booking-waitlist";
import { receiveBooking } from "#core/bookings/receive-booking";
import { signFormStart } from "#core/visitor-forms/form-start";
import { SESSION_LOCATION_LABELS, type SessionLocationKind } from "#rules/allowed-values";
import { answerFieldName, BOOKING_MESSAGES, BOOKING_WAITLIST_MESSAGES } from "#rules/booking";
import type { IntakeQuestion } from "#rules/booking-data";
import { BOOKING_NOTICES } from "#rules/booking-notices";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { CONFIRM_BUTTON, CONFIRM_MESSAGE, TOO_MANY_REQUESTS } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH, errorsByField } from "#rules/form-text-plain";
import { renderMarkdown } from "#rules/markdown";
import { isFreePrice } from "#rules/price";
import { readVisitorForm } from "#server/api/read-visitor-form";
import { OUTAGE_RETRY_AFTER_SECONDS, reportDatabaseOutage } from "#server/database-outage";
import type { Route } from "./+types/book-session";

export { ErrorBoundary } from "./not-found";

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TEXTS.notFoundTitle }, { name: "robots", content: "noindex" }];
  const { session } = loaderData;
  return [{ title: `${session.name} | ${session.siteName}` }, { name: "description", content: session.summary }];
}

/** Open times change by the minute: the page is never kept, by the site's cache or the browser's. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers({ "Cache-Control": "no-store" });
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
}

async function findSessionType({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const sessionType = await findBookableSessionType({ db: context.db, slug: params.slug });
  if (!sessionType) throw data("Not found", { status: 404 });
  return sessionType;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const sessionType = await findSessionType({ params, context });
  const url = new URL(request.url);
  const businessZone = context.siteSettings.timeZone;
  const picker = await buildPicker({
    db: context.db,
    sessionType,
    businessZone,
    defaultZone: businessZone,
    detect: true,
    path: `/book/${encodeURIComponent(sessionType.slug)}`,
    query: url.searchParams,
  });
  return {
    session: {
      name: sessionType.name,
      siteName: context.siteSettings.businessName,
      summary: excerpt(sessionType.description, 160),
      descriptionHtml: renderMarkdown(sessionType.description),
      duration: BOOKING_NOTICES.duration(sessionType.durationMinutes),
      price: sessionType.price,
      howToPayLabel: REGISTRATION_MESSAGES.howToPay,
      howToPay: isFreePrice(sessionType.price) ? "" : sessionType.howToPay,
      where: SESSION_LOCATION_LABELS[sessionType.locationKind as SessionLocationKind] ?? "",
      questions: sessionType.intakeQuestions.map((question) => ({ ...question, field: answerFieldName(question) })),
    },
    picker,
    takenText: BOOKING_MESSAGES.taken,
    startedAt: signFormStart({ key: context.signingKey }),
    booked: url.searchParams.get("booked") === "1" ? BOOKING_NOTICES.booked : "",
  };
}

/** A refused form keeps what was typed; `confirmation` when the visitor is asked to send it once more. */
type BookAnswer = {
  form: "book" | "waitlist";
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string;
  confirmation?: string;
  /** The waiting list took her, or had her already. */
  done?: string;
};

function answer(body: BookAnswer, status = 200) {
  return data<BookAnswer>(body, { status });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const sessionType = await findSessionType({ params, context });
  const body = await readVisitorForm(request);
  const form = body.ok && body.fields.intent === "waitlist" ? "waitlist" : "book";
  if (!body.ok) return answer({ form, values: {}, errors: {}, formError: body.error }, body.status);
  const values = Object.fromEntries(
    Object.entries(body.fields)
      .filter(([, value]) => typeof value === "string")
      .map(([name, value]) => [name, String(value).slice(0, 4000)]),
  );
  const guard = {
    db: context.db,
    fields: body.fields,
    clientAddress: context.clientAddress,
    rateLimit: context.config.rateLimits.subscribe,
    signingKey: context.signingKey,
  };
  try {
    const result =
      form === "waitlist"
        ? await joinBookingWaitlist({ ...guard, slug: sessionType.slug })
        : await receiveBooking({
            ...guard,
            slug: sessionType.slug,
            timeZone: context.siteSettings.timeZone,
            mail: visitorMail(context),
          });
    if (result.ok) {
      const booking = (result as { booking?: { manageToken: string } }).booking;
      if (booking) {
        context.visits.countConversion("booking", { address: context.clientAddress, headers: request.headers });
        throw redirect(`/bookings/${booking.manageToken}?booked=1`, 303);
      }
      return answer({ form, values: {}, errors: {}, formError: "", done: BOOKING_WAITLIST_MESSAGES.joined });
    }
    if (result.error === "not-found") throw data("Not found", { status: 404 });
    if (result.error === "invalid") {
      return answer({ form, values, errors: errorsByField(result.errors), formError: "" }, 400);
    }
    switch (result.conflict) {
      case "discarded":
        context.logger.info({ form: "book", signal: "honeypot" }, "discarded a submission that looked automated");
        if (form === "waitlist")
          return answer({ form, values: {}, errors: {}, formError: "", done: BOOKING_WAITLIST_MESSAGES.joined });
        throw redirect(`/book/${encodeURIComponent(sessionType.slug)}?booked=1`, 303);
      case "unconfirmed":
        return answer({ form, values, errors: {}, formError: CONFIRM_MESSAGE, confirmation: result.confirmation });
      case "too-many-requests":
        return answer({ form, values, errors: {}, formError: TOO_MANY_REQUESTS }, 429);
      case "already-waiting":
        return answer({ form, values: {}, errors: {}, formError: "", done: BOOKING_WAITLIST_MESSAGES.alreadyWaiting });
      case "month-full":
        return answer({ form, values, errors: {}, formError: BOOKING_MESSAGES.monthFull }, 409);
      default:
        return answer({ form, values, errors: {}, formError: BOOKING_MESSAGES.taken }, 409);
    }
  } catch (error) {
    if (error instanceof Response || !reportDatabaseOutage(context.logger, error, "booking post")) throw error;
    return data<BookAnswer>(
      { form, values, errors: {}, formError: BOOKING_MESSAGES.notOpen },
      { status: 503, headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
    );
  }
}

/** An intake question with the name of the form field that answers it. */
type FormQuestion = IntakeQuestion & { field: string };

function Question({
  question,
  id,
  value,
  error,
}: {
  question: FormQuestion;
  id: string;
  value: string | undefined;
  error: string | undefined;
}) {
  const name = question.field;
  const common = { id, name, label: question.label, required: question.required, error, defaultValue: value };
  if (question.kind === "short_text") return <TextField {...common} />;
  if (question.kind === "long_text") return <TextAreaField {...common} />;
  if (question.choices.length > 4) {
    return (
      <SelectField {...common} defaultValue={value ?? ""}>
        <option value="">Choose one</option>
        {question.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold text-ink">
        {question.label}
        {question.required ? (
          <span aria-hidden="true" className="text-error">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-soft"> (optional)</span>
        )}
      </legend>
      <div className="mt-2 space-y-2">
        {question.choices.map((choice, index) => (
          <label key={choice} className="flex items-center gap-3">
            <input
              type="radio"
              name={name}
              value={choice}
              required={question.required && index === 0 ? true : undefined}
              defaultChecked={value === choice}
              className="size-4"
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The name and email every booking form asks for. */
function ContactFields({
  id,
  values,
  errors,
}: {
  id: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        name="name"
        label={TEXTS.name}
        required
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={TEXTS.email}
        required
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={values.email}
        error={errors.email}
      />
    </>
  );
}

function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-lg border border-accent bg-accent-light px-4 py-3 text-sm font-semibold">
      {text}
    </p>
  );
}

const submitClass =
  "w-full rounded-full bg-accent px-6 py-3 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent aria-disabled:cursor-wait aria-disabled:opacity-80 sm:w-auto";

function BookingForm({
  chosen,
  questions,
  timeZone,
  startedAt,
  answer,
}: {
  chosen: NonNullable<Route.ComponentProps["loaderData"]["picker"]["chosen"]>;
  questions: FormQuestion[];
  timeZone: string;
  startedAt: string;
  answer: BookAnswer | undefined;
}) {
  const id = useId();
  const navigating = useNavigation().state === "submitting";
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = navigating || waiting;
  const mine = answer?.form === "book" ? answer : undefined;
  const values = mine?.values ?? {};
  const errors = mine?.errors ?? {};
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold text-brand-dark">
        {TEXTS.formHeading}
      </h2>
      <p className="mt-2 text-lg font-semibold" data-testid="chosen-time">
        {TEXTS.yourTime(chosen.label)}
      </p>
      {chosen.businessLabel ? <p className="text-ink-soft">{TEXTS.businessTime(chosen.businessLabel)}</p> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="relative mt-6 space-y-4">
        <BotGuardFields startedAt={startedAt} confirmation={mine?.confirmation} />
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="start" value={chosen.start} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <ContactFields id={id} values={values} errors={errors} />
        {questions.map((question) => (
          <Question
            key={question.id}
            question={question}
            id={`${id}-${question.id}`}
            value={values[question.field]}
            error={errors[question.field]}
          />
        ))}
        <FormError text={errors.start ?? mine?.formError ?? ""} />
        <button type="submit" aria-disabled={sending} className={submitClass}>
          {sending ? TEXTS.sending : mine?.confirmation ? CONFIRM_BUTTON : TEXTS.confirmBooking}
        </button>
      </Form>
    </section>
  );
}

function WaitlistForm({ startedAt, answer }: { startedAt: string; answer: BookAnswer | undefined }) {
  const id = useId();
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = useNavigation().state === "submitting" || waiting;
  const mine = answer?.form === "waitlist" ? answer : undefined;
  if (mine?.done) {
    return (
      <p
        role="status"
        className="rounded-xl border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark"
      >
        {mine.done}
      </p>
    );
  }
  const values = mine?.values ?? {};
  const errors = mine?.errors ?? {};
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="relative mt-4 space-y-4">
      <h3 className="font-semibold">{TEXTS.waitlistHeading}</h3>
      <BotGuardFields startedAt={startedAt} confirmation={mine?.confirmation} />
      <input type="hidden" name="intent" value="waitlist" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields id={id} values={values} errors={errors} />
      </div>
      <FormError text={mine?.formError ?? ""} />
      <button type="submit" aria-disabled={sending} className={submitClass}>
        {sending ? TEXTS.sending : mine?.confirmation ? CONFIRM_BUTTON : TEXTS.waitlistButton}
      </button>
    </Form>
  );
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, picker, startedAt, booked, takenText } = loaderData;
  const answer = actionData as BookAnswer | undefined;
  const bookError = answer?.form === "book" && !answer.errors.start ? answer.formError : "";
  return (
    <div className="mx-auto max-w-3xl px-6 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-bold text-brand-dark">{session.name}</h1>
      <p className="mt-3 text-lg text-ink-soft">
        {session.duration} · {session.price} · {session.where}
      </p>
      {session.howToPay ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{session.howToPayLabel}</p>
          <p className="whitespace-pre-line text-ink-soft">{session.howToPay}</p>
        </div>
      ) : null}
      {session.descriptionHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's Markdown, rendered and cleaned on the server
        <div className="markdown-text mt-6" dangerouslySetInnerHTML={{ __html: session.descriptionHtml }} />
      ) : null}
      {booked ? (
        <p
          role="status"
          className="mt-8 rounded-xl border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark"
        >
          {booked}
        </p>
      ) : null}
      <div className="mt-10">
        <BookingPicker
          picker={picker}
          notice={
            picker.monthFull ? (
              <section className="rounded-2xl border border-accent bg-accent-light p-4 sm:p-6" data-testid="month-full">
                <p className="font-semibold">{picker.monthFull.text}</p>
                {picker.monthFull.href ? (
                  <p className="mt-2">
                    <a href={picker.monthFull.href} className="font-semibold text-brand underline underline-offset-4">
                      {TEXTS.laterDates}
                    </a>
                  </p>
                ) : null}
                <WaitlistForm startedAt={startedAt} answer={answer} />
              </section>
            ) : null
          }
        >
          <TakenNotice picker={picker} message={bookError} takenText={takenText} />
          {picker.chosen ? (
            <BookingForm
              chosen={picker.chosen}
              questions={session.questions}
              timeZone={picker.timeZone}
              startedAt={startedAt}
              answer={answer}
            />
          ) : null}
        </BookingPicker>
      </div>
    </div>
  );
}
