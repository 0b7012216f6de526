import { type ReactNode, useEffect, useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { Picker, PickerLink } from "#app/lib/booking-picker.server";
import { BOOKING_PAGE_TEXTS as TEXTS } from "#rules/booking-page-texts";
import { currentZoneName } from "#rules/time-zone-names";

const pill =
  "inline-flex min-h-11 items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent";
const pillIdle = `${pill} border-line bg-white text-brand-dark hover:border-brand hover:bg-brand-light`;
const pillCurrent = `${pill} border-brand bg-brand text-white`;
const textLink = "font-semibold text-brand underline underline-offset-4";

/** On a first visit without a zone, shows the times in the browser's zone instead of the business's. */
function useDetectedZone(picker: Picker) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!picker.detect) return;
    const zone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (zone && zone !== picker.timeZone) navigate(`${picker.path}?tz=${encodeURIComponent(zone)}`, { replace: true });
  }, [picker.detect, picker.timeZone, picker.path, navigate]);
}

function PillLink({ link, name }: { link: PickerLink; name?: string }) {
  return (
    <Link
      to={link.href}
      aria-label={name}
      aria-current={link.current ? "true" : undefined}
      className={`w-full ${link.current ? pillCurrent : pillIdle}`}
      preventScrollReset
    >
      {link.label}
    </Link>
  );
}

/**
 * Why the time asked for cannot be had (taken meanwhile, or the form's own
 * refusal when no time is shown), with the next free times as links.
 */
export function TakenNotice({ picker, message, takenText }: { picker: Picker; message: string; takenText: string }) {
  const times = picker.gone;
  if (!times && !(message && !picker.chosen)) return null;
  return (
    <section role="alert" className="rounded-2xl border border-accent bg-accent-light p-4 sm:p-6">
      <p className="font-semibold">{message || takenText}</p>
      {times && times.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold">{TEXTS.nextTimesHeading}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {times.map((time) => (
              <li key={time.start}>
                <PillLink link={{ ...time, label: time.accessibleName }} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The days with open times and the chosen day's times, all links, so it
 * works without JavaScript; the zone can be changed with a plain form.
 * `children` is what a chosen time shows (the booking form or the move button).
 */
export function BookingPicker({
  picker,
  notice,
  children,
}: {
  picker: Picker;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  useDetectedZone(picker);
  const id = useId();
  return (
    <div className="space-y-8">
      <Form method="get" action={picker.path} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
        <p data-testid="zone">{TEXTS.timesShownIn(picker.zoneText)}</p>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-tz`} className="block text-sm font-semibold text-ink">
              {TEXTS.zoneLabel}
            </label>
            <select
              key={picker.timeZone}
              id={`${id}-tz`}
              name="tz"
              defaultValue={picker.timeZone}
              className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand"
            >
              {picker.zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded-full border border-brand px-5 py-2 font-semibold text-brand hover:bg-brand-light focus-visible:outline-3 focus-visible:outline-accent"
          >
            {TEXTS.showTimes}
          </button>
        </div>
      </Form>
      {notice}
      {picker.none ? (
        <p>{TEXTS.noTimesAtAll}</p>
      ) : (
        <section aria-labelledby={`${id}-days`}>
          <h2 id={`${id}-days`} className="font-display text-2xl font-bold text-brand-dark">
            {TEXTS.daysHeading}
          </h2>
          {picker.days.length === 0 ? <p className="mt-3">{TEXTS.noTimesHere}</p> : null}
          <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {picker.days.map((day) => (
              <li key={day.href}>
                <PillLink link={day} name={day.accessibleName} />
              </li>
            ))}
          </ul>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {picker.earlier ? (
              <Link to={picker.earlier} className={textLink}>
                ← {TEXTS.earlierDates}
              </Link>
            ) : null}
            {picker.later ? (
              <Link to={picker.later} className={textLink}>
                {TEXTS.laterDates} →
              </Link>
            ) : null}
          </p>
        </section>
      )}
      {picker.day ? (
        <section aria-labelledby={`${id}-times`}>
          <h2 id={`${id}-times`} className="font-display text-2xl font-bold text-brand-dark">
            {TEXTS.timesHeading(picker.day.label)}
          </h2>
          <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {picker.day.times.map((time) => (
              <li key={time.start}>
                <PillLink link={time} name={time.accessibleName} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </div>
  );
}
