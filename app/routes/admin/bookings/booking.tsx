import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminForm } from "#app/components/admin/admin-form";
import { actionLinkClass, Badge } from "#app/components/admin/admin-table";
import { BookingStatusBadge } from "#app/components/admin/bookings/bookings-screen";
import { ConfirmSubmit } from "#app/components/admin/confirm-dialog";
import { useAdminToast } from "#app/components/admin/toasts";
import { SelectField, TextAreaField } from "#app/components/form-field";
import { bookingAction } from "#app/lib/admin-bookings.server";
import { BOOKING_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminDate, formatClassDate, formatDuration, formatSessionTime } from "#app/lib/format";
import { getBooking } from "#core/bookings/get-booking";
import { listRescheduleTimes } from "#core/bookings/list-reschedule-times";
import { todayIn } from "#core/dates";
import { BOOKING_ADMIN_LABELS, BOOKING_ADMIN_MESSAGES, mondayOf, NOTES_MAX_LENGTH } from "#rules/booking-admin";
import { answerErrors } from "#rules/form-answer";
import type { Route } from "./+types/booking";

export function meta({ data: view }: Route.MetaArgs) {
  const name = view && "booking" in view ? `Booking of ${view.booking.name}` : "Booking";
  return [{ title: `${name} · Admin Portal` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const result = await getBooking({ db: context.db, id: params.id });
  if (!result.ok) throw data({ error: BOOKING_ADMIN_MESSAGES.notFound }, { status: 404 });
  const { timeZone } = context.siteSettings;
  const { booking } = result;
  const monday = mondayOf(todayIn(timeZone, booking.startsAt));
  const now = Date.now();
  // The owner can move or cancel a booking that holds a time still to come.
  const changeable =
    (booking.status === "pending" || booking.status === "confirmed") && booking.startsAt.getTime() > now;
  const times = changeable ? await listRescheduleTimes({ db: context.db, bookingId: booking.id, timeZone, now }) : [];
  return { booking, timeZone, now, weekHref: BOOKING_PATHS.weekOf(monday), changeable, times };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return bookingAction({ request, context, id: params.id });
}

const primaryButton = "rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark";
const plainButton = "rounded-full border border-line bg-white px-5 py-2 font-semibold text-ink hover:border-brand";

function IntentButton({ intent, label, className }: { intent: string; label: string; className: string }) {
  return (
    <AdminForm className="inline">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className}>
        {label}
      </button>
    </AdminForm>
  );
}

/** Move the booking to another open time, or cancel it, for the client; she is emailed either way. */
function ChangeBooking({
  name,
  times,
  timeZone,
}: {
  name: string;
  times: { start: number; date: string }[];
  timeZone: string;
}) {
  const showToast = useAdminToast();
  const days = new Map<string, number[]>();
  for (const time of times) days.set(time.date, [...(days.get(time.date) ?? []), time.start]);
  return (
    <section aria-labelledby="booking-change" className="mt-6 max-w-2xl rounded-xl border border-line bg-white p-4">
      <h2 id="booking-change" className="font-display text-xl font-bold">
        Change this booking
      </h2>
      <p className="text-sm text-ink-soft">The client gets an email with the new time or the cancellation.</p>
      {times.length === 0 ? (
        <p className="mt-3 text-ink-soft">{BOOKING_ADMIN_MESSAGES.noTimes}</p>
      ) : (
        <AdminForm className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="reschedule" />
          <div className="min-w-64 flex-1">
            <SelectField id="start" name="start" label={BOOKING_ADMIN_LABELS.newTime} required defaultValue="">
              <option value="">Choose a time</option>
              {[...days].map(([date, starts]) => (
                <optgroup key={date} label={formatClassDate(date)}>
                  {starts.map((start) => (
                    <option key={start} value={String(start)}>
                      {formatSessionTime(new Date(start), timeZone)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
          </div>
          <button type="submit" className={plainButton}>
            Move booking
          </button>
        </AdminForm>
      )}
      <div className="mt-4">
        <ConfirmSubmit
          label={BOOKING_ADMIN_LABELS.cancelBooking}
          confirmLabel="Yes, cancel the booking"
          message={BOOKING_ADMIN_MESSAGES.cancelConfirm(name)}
          fields={{ intent: "cancel" }}
          className="rounded-full border border-accent/50 bg-white px-5 py-2 font-semibold text-error hover:bg-accent-light"
          onDone={(answer) => {
            showToast(answer.ok ? answer.message : answer.formError, answer.ok ? "success" : "error");
          }}
        />
      </div>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-ink-soft">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

export default function Booking({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { booking, timeZone, now, weekHref, changeable, times } = loaderData;
  const started = new Date(booking.startsAt).getTime() <= now;
  const canMarkOutcome = started && ["confirmed", "completed", "no_show"].includes(booking.status);
  const visitorTime = formatSessionTime(booking.startsAt, booking.visitorTimeZone, true);
  const businessTime = formatSessionTime(booking.startsAt, timeZone, true);
  return (
    <>
      <p className="flex flex-wrap gap-2">
        <Link to={BOOKING_PATHS.list} className={actionLinkClass}>
          ← Bookings
        </Link>
        <Link to={weekHref} className={actionLinkClass}>
          See the week
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">
        {booking.sessionType.name}: {booking.name}
      </h1>
      <p className="mt-2 flex flex-wrap gap-2">
        <BookingStatusBadge status={booking.status} />
        {booking.capMonth ? <Badge tone="brand">{BOOKING_ADMIN_MESSAGES.newClient}</Badge> : null}
      </p>
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className="mt-4 rounded-lg border border-line bg-white px-4 py-3 font-semibold"
        >
          {answer.ok ? answer.message : answer.formError || answerErrors(answer).ownerNotes}
        </p>
      ) : null}

      {booking.status === "pending" || canMarkOutcome ? (
        <section aria-labelledby="booking-actions" className="mt-6 rounded-xl border border-line bg-white p-4">
          <h2 id="booking-actions" className="font-display text-xl font-bold">
            {booking.status === "pending" ? "Waiting for your approval" : "How did it go?"}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            {booking.status === "pending" ? (
              <>
                <IntentButton intent="approve" label={BOOKING_ADMIN_LABELS.approve} className={primaryButton} />
                <IntentButton intent="decline" label={BOOKING_ADMIN_LABELS.decline} className={plainButton} />
              </>
            ) : (
              <>
                {booking.status !== "completed" ? (
                  <IntentButton
                    intent="completed"
                    label={BOOKING_ADMIN_LABELS.markCompleted}
                    className={primaryButton}
                  />
                ) : null}
                {booking.status !== "no_show" ? (
                  <IntentButton intent="no_show" label={BOOKING_ADMIN_LABELS.markNoShow} className={plainButton} />
                ) : null}
              </>
            )}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="booking-details" className="mt-6 rounded-xl border border-line bg-white px-4">
        <h2 id="booking-details" className="sr-only">
          Details
        </h2>
        <dl className="divide-y divide-line">
          <Detail term="When">{`${businessTime} (${formatDuration(booking.sessionType.durationMinutes)})`}</Detail>
          {visitorTime !== businessTime ? (
            <Detail term="Client's time">{`${visitorTime} (${booking.visitorTimeZone})`}</Detail>
          ) : null}
          <Detail term="Session type">{booking.sessionType.name}</Detail>
          <Detail term="Name">{booking.name}</Detail>
          <Detail term="Email">
            <a href={`mailto:${encodeURIComponent(booking.email)}`} className="font-semibold text-brand underline">
              {booking.email}
            </a>
          </Detail>
          <Detail term="Booked on">{formatAdminDate(booking.createdAt, timeZone)}</Detail>
          {booking.cancelledAt ? (
            <Detail term="Cancelled">
              {formatAdminDate(booking.cancelledAt, timeZone)}
              {booking.cancelledBy === "owner" ? " by you" : booking.cancelledBy === "visitor" ? " by the client" : ""}
            </Detail>
          ) : null}
        </dl>
      </section>

      {changeable ? <ChangeBooking name={booking.name} times={times} timeZone={timeZone} /> : null}

      <section aria-labelledby="booking-answers" className="mt-6 rounded-xl border border-line bg-white p-4">
        <h2 id="booking-answers" className="font-display text-xl font-bold">
          Intake answers
        </h2>
        {booking.answers.length === 0 ? (
          <p className="mt-2 text-ink-soft">{BOOKING_ADMIN_MESSAGES.noAnswers}</p>
        ) : (
          <dl className="mt-2 divide-y divide-line">
            {booking.answers.map((item) => (
              <Detail key={item.questionId} term={item.question}>
                <span className="whitespace-pre-line">{item.answer || "(no answer)"}</span>
              </Detail>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="booking-notes" className="mt-6 max-w-2xl rounded-xl border border-line bg-white p-4">
        <h2 id="booking-notes" className="font-display text-xl font-bold">
          Your notes
        </h2>
        <p className="text-sm text-ink-soft">Only you and other admins see these.</p>
        <AdminForm className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="notes" />
          <TextAreaField
            id="ownerNotes"
            name="ownerNotes"
            label={BOOKING_ADMIN_LABELS.notes}
            maxLength={NOTES_MAX_LENGTH}
            defaultValue={booking.ownerNotes}
            error={answerErrors(answer).ownerNotes}
          />
          <button type="submit" className={primaryButton}>
            Save notes
          </button>
        </AdminForm>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
