import { Link } from "react-router";
import { formatClassDate } from "#app/lib/format";
import { REGISTRATION_MESSAGES } from "#rules/class-registration-texts";
import { isFreePrice } from "#rules/price";

type ClassDate = {
  id: string;
  date: string;
  availableSpots: number;
  registrationUrl: string | null;
  registrationMode: string;
};

/** The page where a visitor registers for an on-site class date. */
export function registerPath(slug: string, classDateId: string): string {
  return `/classes/${slug}/${classDateId}/register`;
}

/** The calendar file of one class date. */
export function calendarPath(slug: string, classDateId: string): string {
  return `/classes/${slug}/${classDateId}.ics`;
}

/** Whether a visitor can act on this date at all: an on-site date always (seat or waitlist), an external one with a link. */
export function takesRegistrations(classDate: ClassDate): boolean {
  return classDate.registrationMode === "on_site" || Boolean(classDate.registrationUrl);
}

/**
 * What a visitor can do about one class date: Register, or "Fully booked" with
 * "Join the waitlist" for on-site dates, and Add to calendar.
 */
export function ClassDateActions({ classDate, slug }: { classDate: ClassDate; slug: string }) {
  const full = classDate.availableSpots <= 0;
  const forDate = ` for ${formatClassDate(classDate.date)}`;
  const linkClass = "font-semibold text-brand underline underline-offset-4";
  let register = null;
  if (classDate.registrationMode === "on_site") {
    register = (
      <Link to={registerPath(slug, classDate.id)} className={linkClass}>
        {full ? REGISTRATION_MESSAGES.joinWaitlist : REGISTRATION_MESSAGES.register}
        <span className="sr-only">{forDate}</span>
      </Link>
    );
  } else if (classDate.registrationUrl && !full) {
    register = (
      <a href={classDate.registrationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {REGISTRATION_MESSAGES.register}
        <span className="sr-only">{forDate} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
      {full ? (
        <span className="rounded-full bg-accent-light px-3 py-1 text-sm font-semibold">
          {REGISTRATION_MESSAGES.fullyBooked}
        </span>
      ) : null}
      {register}
      <a href={calendarPath(slug, classDate.id)} className="text-sm text-ink-soft underline underline-offset-4">
        {REGISTRATION_MESSAGES.addToCalendar}
        <span className="sr-only">{forDate}</span>
      </a>
    </p>
  );
}

/** The class's own words on paying, near its price; nothing when the owner wrote none or the date is free. */
export function HowToPay({ text, price, className = "mt-4" }: { text: string; price: string; className?: string }) {
  if (!text || isFreePrice(price)) return null;
  return (
    <div className={`${className} text-sm`} data-testid="how-to-pay">
      <p className="font-semibold">{REGISTRATION_MESSAGES.howToPay}</p>
      <p className="whitespace-pre-line text-ink-soft">{text}</p>
    </div>
  );
}
