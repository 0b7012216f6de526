import { useId } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { BookingPicker, TakenNotice } from "#app/components/booking-picker";
import { BotGuardFields, FormNotice, SelectField, TextAreaField, TextField } from "#app/components/form-field";
import { withActionHeaders } from "#app/lib/action-headers";
import { buildPicker } from "#app/lib/booking-picker.server";
import { excerpt } from "#app/lib/format";
import { useMinimumFillTime } from "#app/lib/use-minimum-fill-time";
import { done, refused, visitorAction } from "#app/lib/visitor-action.server";
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
import { answerErrors, answerFormError, typedForm, type VisitorAnswer } from "#rules/form-answer";
import { CONFIRM_BUTTON } from "#rules/form-guard";
import { EMAIL_MAX_LENGTH } from "#rules/form-text-plain";
import { renderMarkdown } from "#rules/markdown";
import { isFreePrice } from "#rules/price";
import type { Route } from "./+types/book-session";

export { ErrorBoundary } from "./not-found";

/**
 * One address for search engines: the session's page without a query. Its
 * many day and time views (`?date=…&start=…`) point to it, and the loader
 * keeps them out of the index (decision 082).
 */
export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TEXTS.notFoundTitle }, { name: "robots", content: "noindex" }];
  const { session } = loaderData;
  return [
    { title: `${session.name} | ${session.siteName}` },
    { name: "description", content: session.summary },
    { tagName: "link", rel: "canonical", href: session.canonical },
  ];
}

/** Open times change by the minute: the page is never kept, by the site's cache or the browser's. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return withActionHeaders(withActionHeaders({ "Cache-Control": "no-store" }, loaderHeaders), actionHeaders);
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
  const path = `/book/${encodeURIComponent(sessionType.slug)}`;
  const picker = await buildPicker({
    db: context.db,
    sessionType,
    businessZone,
    defaultZone: businessZone,
    detect: true,
    path,
    query: url.searchParams,
  });
  const page = {
    session: {
      name: sessionType.name,
      canonical: `${context.config.siteUrl}${path}`,
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
  // A view of a day, a time or a zone is not a page of its own for search engines: said in a header, not the page's script.
  return data(page, url.search ? { headers: { "X-Robots-Tag": "noindex" } } : undefined);
}

/** Which of the page's two forms an answer is for: the booking, or the waiting list of a full month. */
function intentOf(answer: VisitorAnswer | undefined): "book" | "waitlist" | null {
  if (!answer) return null;
  // Only the waiting list is answered on the page when done: a booking moves on to its own page.
  if (answer.ok) return "waitlist";
  return typedForm(answer)?.get("intent") === "waitlist" ? "waitlist" : "book";
}

export const action = visitorAction("book", async ({ params, context, request }: Route.ActionArgs) => {
  const sessionType = await findSessionType({ params, context });
  const here = `/book/${encodeURIComponent(sessionType.slug)}`;
  return {
    failed: BOOKING_MESSAGES.notOpen,
    receive: async ({ fields, checks }) =>
      fields.intent === "waitlist"
        ? await joinBookingWaitlist({ ...checks, slug: sessionType.slug })
        : await receiveBooking({
            ...checks,
            slug: sessionType.slug,
            timeZone: context.siteSettings.timeZone,
            mail: visitorMail(context),
          }),
    discarded({ fields }) {
      if (fields.intent === "waitlist") return done(BOOKING_WAITLIST_MESSAGES.joined);
      throw redirect(`${here}?booked=1`, 303);
    },
    answer(outcome) {
      if (outcome.ok) {
        if ("waiting" in outcome) return done(BOOKING_WAITLIST_MESSAGES.joined);
        // A booking the owner has to approve counts when she does (decision 081).
        const { booking } = outcome;
        const waitsFor = booking.status === "pending" ? booking.id : undefined;
        context.visits.countConversion(
          "booking",
          { address: context.clientAddress, headers: request.headers },
          waitsFor,
        );
        throw redirect(`/bookings/${outcome.booking.manageToken}?booked=1`, 303);
      }
      if (outcome.error === "not-found") throw data("Not found", { status: 404 });
      if (outcome.conflict === "already-waiting") return done(BOOKING_WAITLIST_MESSAGES.alreadyWaiting);
      if (outcome.conflict === "month-full") return refused(409, BOOKING_MESSAGES.monthFull);
      return refused(409, BOOKING_MESSAGES.taken, { taken: true });
    },
  };
});

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
  typed,
  errors,
}: {
  id: string;
  typed: URLSearchParams | undefined;
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
        defaultValue={typed?.get("name") ?? undefined}
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
        defaultValue={typed?.get("email") ?? undefined}
        error={errors.email}
      />
    </>
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
  answer: VisitorAnswer | undefined;
}) {
  const id = useId();
  const navigating = useNavigation().state === "submitting";
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = navigating || waiting;
  const mine = intentOf(answer) === "book" ? answer : undefined;
  const typed = typedForm(mine);
  const errors = answerErrors(mine);
  const confirmation = mine?.ok === false ? mine.confirmation : undefined;
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
        <BotGuardFields startedAt={startedAt} confirmation={confirmation} />
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="start" value={chosen.start} />
        <input type="hidden" name="timeZone" value={timeZone} />
        <ContactFields id={id} typed={typed} errors={errors} />
        {questions.map((question) => (
          <Question
            key={question.id}
            question={question}
            id={`${id}-${question.id}`}
            value={typed?.get(question.field) ?? undefined}
            error={errors[question.field]}
          />
        ))}
        <FormNotice answer={mine && errors.start ? { ok: false, errors, formError: errors.start } : mine} />
        <button type="submit" aria-disabled={sending} className={submitClass}>
          {sending ? TEXTS.sending : confirmation ? CONFIRM_BUTTON : TEXTS.confirmBooking}
        </button>
      </Form>
    </section>
  );
}

function WaitlistForm({ startedAt, answer }: { startedAt: string; answer: VisitorAnswer | undefined }) {
  const id = useId();
  const { waiting, onSubmit } = useMinimumFillTime();
  const sending = useNavigation().state === "submitting" || waiting;
  const mine = intentOf(answer) === "waitlist" ? answer : undefined;
  if (mine?.ok) return <FormNotice answer={mine} />;
  const typed = typedForm(mine);
  const errors = answerErrors(mine);
  const confirmation = mine?.ok === false ? mine.confirmation : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="relative mt-4 space-y-4">
      <h3 className="font-semibold">{TEXTS.waitlistHeading}</h3>
      <BotGuardFields startedAt={startedAt} confirmation={confirmation} />
      <input type="hidden" name="intent" value="waitlist" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields id={id} typed={typed} errors={errors} />
      </div>
      <FormNotice answer={mine} />
      <button type="submit" aria-disabled={sending} className={submitClass}>
        {sending ? TEXTS.sending : confirmation ? CONFIRM_BUTTON : TEXTS.waitlistButton}
      </button>
    </Form>
  );
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { session, picker, startedAt, booked, takenText } = loaderData;
  const answer = actionData;
  const bookError = intentOf(answer) === "book" && !answerErrors(answer).start ? answerFormError(answer) : "";
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
