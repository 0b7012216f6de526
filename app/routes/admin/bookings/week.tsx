import { data, Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { Badge } from "#app/components/admin/admin-table";
import { faultStatus } from "#app/lib/admin-action.server";
import { ADMIN_PATHS, BOOKING_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminTime, formatClassDate } from "#app/lib/format";
import { listCalendarWeek, type WeekItem } from "#core/bookings/list-calendar-week";
import { addDays, todayIn } from "#core/dates";
import { BOOKING_STATUS_LABELS } from "#rules/allowed-values";
import { BOOKING_ADMIN_MESSAGES, readWeekStart } from "#rules/booking-admin";
import type { Route } from "./+types/week";

export function meta() {
  return [{ title: "Week · Bookings · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { timeZone } = context.siteSettings;
  const today = todayIn(timeZone);
  const monday = readWeekStart(new URL(request.url).searchParams.get("start"), today);
  try {
    const days = await listCalendarWeek({ db: context.db, monday, timeZone });
    return {
      monday,
      sunday: addDays(monday, 6),
      previous: addDays(monday, -7),
      next: addDays(monday, 7),
      today,
      timeZone,
      days,
    };
  } catch (error) {
    throw data(
      { error: BOOKING_ADMIN_MESSAGES.loadFailed },
      { status: faultStatus(context, error, "the week of bookings could not be loaded") },
    );
  }
}

const navLinkClass = "rounded-full border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand";
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

function Item({ item, timeZone }: { item: WeekItem; timeZone: string }) {
  const time = item.start ? formatAdminTime(item.start, timeZone) : item.kind === "class" ? item.time : "";
  if (item.kind === "booking") {
    return (
      <Link
        to={BOOKING_PATHS.show(item.id)}
        className={`block rounded-lg border px-3 py-2 hover:border-brand ${
          item.status === "pending" ? "border-dashed border-accent bg-accent-light" : "border-brand/30 bg-brand-light"
        }`}
      >
        <span className="block text-sm font-semibold text-ink">{time}</span>
        <span className="block font-semibold text-brand-dark">{item.name}</span>
        <span className="block text-sm text-ink">{item.title}</span>
        {item.status === "pending" ? <Badge tone="accent">{BOOKING_STATUS_LABELS.pending}</Badge> : null}
      </Link>
    );
  }
  return (
    <Link
      to={ADMIN_PATHS.classInstances.edit(item.id)}
      className="block rounded-lg border border-line bg-paper px-3 py-2 hover:border-brand"
    >
      <span className="block text-sm font-semibold text-ink">{time}</span>
      <span className="block font-semibold text-ink">{item.title}</span>
      <span className="block text-sm text-ink-soft">Class</span>
    </Link>
  );
}

/** Monday to Sunday where the business is: bookings holding their time and class dates, each a link. */
export default function BookingsWeek({ loaderData }: Route.ComponentProps) {
  const { monday, sunday, previous, next, today, timeZone, days } = loaderData;
  return (
    <>
      <p>
        <Link to={BOOKING_PATHS.list} className="font-semibold text-brand underline underline-offset-4">
          ← Bookings
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold">{`Week of ${formatClassDate(monday)}`}</h1>
      <p className="mt-1 text-ink-soft">{`Through ${formatClassDate(sunday)}. Times are in ${timeZone}.`}</p>
      <nav aria-label="Weeks" className="mt-4 flex flex-wrap gap-2">
        <Link to={BOOKING_PATHS.weekOf(previous)} className={navLinkClass}>
          ← Previous week
        </Link>
        <Link to={BOOKING_PATHS.week} className={navLinkClass}>
          This week
        </Link>
        <Link to={BOOKING_PATHS.weekOf(next)} className={navLinkClass}>
          Next week →
        </Link>
      </nav>
      <div className="mt-6 grid gap-3 lg:grid-cols-7">
        {days.map((day) => {
          const isToday = day.date === today;
          return (
            <section
              key={day.date}
              aria-labelledby={`day-${day.date}`}
              aria-current={isToday ? "date" : undefined}
              className={`min-w-0 rounded-xl border bg-white p-3 ${isToday ? "border-brand ring-2 ring-brand" : "border-line"}`}
            >
              <h2 id={`day-${day.date}`} className="font-display text-lg font-bold">
                {dayFormat.format(new Date(`${day.date}T12:00:00Z`))}
                {isToday ? (
                  <>
                    {" "}
                    <Badge tone="brand">Today</Badge>
                  </>
                ) : null}
              </h2>
              {day.items.length === 0 ? (
                <p className="mt-2 text-sm text-ink-soft">Nothing booked</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {day.items.map((item) => (
                    <li key={`${item.kind}-${item.id}`}>
                      <Item item={item} timeZone={timeZone} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
