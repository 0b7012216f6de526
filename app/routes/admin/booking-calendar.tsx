import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminFormFields } from "#app/components/admin/admin-form";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { useAdminToast } from "#app/components/admin/toasts";
import { TextField } from "#app/components/form-field";
import { answerInvalid, type FormAnswer, redirectWithToast } from "#app/lib/admin-action.server";
import { ADMIN_PAGES, CALENDAR_FEEDS_PATH } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import { getBookingSettings } from "#core/bookings/get-booking-settings";
import { makeCalendarFeedAddress } from "#core/bookings/make-calendar-feed-address";
import { saveBusyFeedUrl } from "#core/bookings/save-busy-feed-url";
import { JS_FIELD } from "#rules/admin-form";
import { ADMIN_VERBS, BACK_TO_DASHBOARD } from "#rules/admin-verbs";
import { BUSY_FEED_SAVE, busyFeedSkippedNotes, CALENDAR_FEED_MESSAGES, calendarFeedUrl } from "#rules/calendar-feeds";
import { answerErrors, answerFormError } from "#rules/form-answer";
import type { Route } from "./+types/booking-calendar";

const PATH = CALENDAR_FEEDS_PATH;

export function meta() {
  return [{ title: "Calendar feeds · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const settings = await getBookingSettings({ db: context.db });
  return {
    timeZone: context.siteSettings.timeZone,
    feedUrl: settings.calendarFeedToken
      ? calendarFeedUrl(context.config.mail.siteUrl, settings.calendarFeedToken)
      : null,
    busyFeedUrl: settings.busyFeedUrl,
    busyFeedCheckedAt: settings.busyFeedCheckedAt?.toISOString() ?? null,
    busyFeedError: settings.busyFeedError,
    busyFeedNotes: busyFeedSkippedNotes(settings.busyFeedSkipped),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdminForWrite(context);
  const form = await request.formData();
  const withScript = form.get(JS_FIELD) === "1";
  const done = (message: string) =>
    withScript ? ({ ok: true, message } satisfies FormAnswer) : redirectWithToast({ to: PATH, message, context });
  if (form.get("intent") === "new-address") {
    await makeCalendarFeedAddress({ db: context.db });
    return done(CALENDAR_FEED_MESSAGES.addressMade);
  }
  const url = form.get("busyFeedUrl");
  const saved = await saveBusyFeedUrl({ db: context.db, url: typeof url === "string" ? url : "" });
  if (!saved.ok) return answerInvalid(saved.errors);
  return done(saved.url === "" ? CALENDAR_FEED_MESSAGES.busyFeedRemoved : CALENDAR_FEED_MESSAGES.busyFeedSaved);
}

const buttonClass =
  "rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-accent";
const quietButtonClass =
  "rounded-full border border-line px-5 py-2 font-semibold text-ink hover:border-brand hover:text-brand focus-visible:outline-3 focus-visible:outline-accent";

function FeedAddress({ feedUrl }: { feedUrl: string }) {
  const showToast = useAdminToast();
  const webcal = feedUrl.replace(/^https?:\/\//, "webcal://");
  return (
    <>
      <label htmlFor="feed-address" className="mt-4 block text-sm font-semibold text-ink">
        Your calendar address
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="feed-address"
          readOnly
          value={feedUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-w-0 flex-1 rounded-lg border border-line bg-paper px-3 py-2 font-mono text-sm text-ink"
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() =>
            navigator.clipboard.writeText(feedUrl).then(
              () => showToast(CALENDAR_FEED_MESSAGES.addressCopied, "success"),
              () => showToast(CALENDAR_FEED_MESSAGES.copyFailed, "error"),
            )
          }
        >
          Copy address
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        On this phone or computer you can also{" "}
        <a href={webcal} className="font-semibold text-brand underline">
          open it in your calendar app
        </a>
        .
      </p>
    </>
  );
}

function BusyFeedForm({ busyFeedUrl, answer }: { busyFeedUrl: string; answer: FormAnswer | undefined }) {
  const showToast = useAdminToast();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "busy-feed";
  const errors = answerErrors(answer);
  const formError = answerFormError(answer);
  useEffect(() => {
    if (answer?.ok) showToast(answer.message, "success");
  }, [answer, showToast]);
  return (
    <Form method="post" noValidate className="mt-4 space-y-4">
      <AdminFormFields />
      <input type="hidden" name="intent" value="busy-feed" />
      {formError && Object.keys(errors).length === 0 ? (
        <p role="alert" className="rounded-lg bg-accent-light px-4 py-3 font-medium text-accent">
          {formError}
        </p>
      ) : null}
      <TextField
        id="busyFeedUrl"
        name="busyFeedUrl"
        label={CALENDAR_FEED_MESSAGES.busyFeedLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
        defaultValue={busyFeedUrl}
        error={errors.busyFeedUrl}
      />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? ADMIN_VERBS.saving : BUSY_FEED_SAVE}
      </button>
    </Form>
  );
}

export default function BookingCalendar({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { feedUrl, timeZone, busyFeedCheckedAt, busyFeedError, busyFeedNotes } = loaderData;
  const showToast = useAdminToast();
  return (
    <>
      <p className="text-sm">
        <Link to={ADMIN_PAGES.dashboard} className="font-semibold text-brand underline">
          {BACK_TO_DASHBOARD}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{CALENDAR_FEED_MESSAGES.title}</h1>

      <section aria-labelledby="feed-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="feed-heading" className="font-display text-xl font-bold">
          See your bookings in your own calendar
        </h2>
        <p className="mt-2">
          Your bookings and your published classes can appear in the calendar on your phone or computer. Your calendar
          app checks this address for changes on its own, every few hours.
        </p>
        {feedUrl ? (
          <FeedAddress feedUrl={feedUrl} />
        ) : (
          <p className="mt-4 font-semibold">You have no calendar address yet. Make one to get started.</p>
        )}
        <div className="mt-4">
          {feedUrl ? (
            <ConfirmSubmit
              label={CALENDAR_FEED_MESSAGES.newAddress}
              message={CALENDAR_FEED_MESSAGES.confirmNewAddress}
              fields={{ intent: "new-address" }}
              action={PATH}
              className={quietButtonClass}
              onDone={(done) => {
                if (done.ok) showToast(done.message, "success");
                else if (done.formError) showToast(done.formError, "error");
              }}
            />
          ) : (
            <Form method="post">
              <AdminFormFields />
              <input type="hidden" name="intent" value="new-address" />
              <button type="submit" className={buttonClass}>
                Make my calendar address
              </button>
            </Form>
          )}
        </div>
        <h3 className="mt-6 font-display text-lg font-bold">How to add it</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5">
          <li>
            <strong>iPhone or iPad:</strong> open Settings, then Calendar, Calendar Accounts, Add Account, Other, and
            Add Subscribed Calendar. Paste the address and tap Next.
          </li>
          <li>
            <strong>Google Calendar:</strong> on a computer, next to "Other calendars" click the plus sign, then "From
            URL". Paste the address and click "Add calendar". It then shows on your Android phone too.
          </li>
          <li>
            <strong>Outlook:</strong> choose "Add calendar", then "Subscribe from web". Paste the address and give the
            calendar a name.
          </li>
        </ul>
        <p className="mt-4 text-sm text-ink-soft">
          Anyone who has this address can see the names of the people who booked, so keep it to yourself. If it was
          shared by mistake, make a new address: the old one stops working at once.
        </p>
      </section>

      <section aria-labelledby="busy-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="busy-heading" className="font-display text-xl font-bold">
          Block times from your other calendar
        </h2>
        <p className="mt-2">
          If you keep private appointments in another calendar, paste its "secret address in iCal format" here. Times
          marked busy there can then not be booked. Only the times are read, never what your appointments are. It is
          read every 15 minutes.
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          In Google Calendar you find it under Settings, your calendar's name, "Integrate calendar". In Outlook, under
          Settings, Calendar, Shared calendars, "Publish a calendar" (the ICS link). Leave the field empty and save to
          stop.
        </p>
        <BusyFeedForm busyFeedUrl={loaderData.busyFeedUrl} answer={answer} />
        {loaderData.busyFeedUrl ? (
          <div className="mt-4" role="status">
            {busyFeedCheckedAt ? (
              <p>
                Last checked <time dateTime={busyFeedCheckedAt}>{formatAdminDate(busyFeedCheckedAt, timeZone)}</time>
                {busyFeedError ? "." : ": it worked."}
              </p>
            ) : (
              <p>Not read yet: this happens within 15 minutes.</p>
            )}
            {busyFeedError ? <p className="mt-1 font-medium text-error">{busyFeedError}</p> : null}
            {busyFeedCheckedAt
              ? busyFeedNotes.map((note) => (
                  <p key={note} className="mt-1 font-medium text-ink">
                    {note}
                  </p>
                ))
              : null}
          </div>
        ) : null}
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
