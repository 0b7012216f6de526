import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/admin/admin-table";
import { DemoContentPanel } from "#app/components/admin/demo-content-panel";
import { ADMIN_PAGES, ADMIN_PATHS, BOOKING_PATHS } from "#app/lib/admin-paths";
import { formatAdminDate, formatClassDate, formatSessionTime, preview } from "#app/lib/format";
import type { Overview } from "#core/dashboard/get-overview";
import type { PlaceholderField } from "#core/dashboard/list-placeholders";
import { BOOKING_STATUS_LABELS } from "#rules/allowed-values";
import { changeInWords, OVERVIEW_VISITS_DAYS, OVERVIEW_VISITS_TEXTS } from "#rules/analytics-insights";
import { BOOKING_ADMIN_MESSAGES } from "#rules/booking-admin";
import { placesTaken } from "#rules/class-instance";
import type { DemoContentCounts } from "#rules/demo-content";
import { HERO_PAGE_LABELS } from "#rules/hero-image";
import { OVERVIEW_DAYS_AHEAD } from "#rules/overview";

type OverviewView = Overview & { today: string; timeZone: string; demoContent: DemoContentCounts };
type Warning = Overview["warnings"][number];

/** What each settings placeholder does on the site, and the link that fixes it. */
const PLACEHOLDER_SETTINGS: Record<PlaceholderField, { text: (value: string) => string; action: string }> = {
  supportEmail: {
    text: (value) => `The support email is a placeholder (${value}): visitors see it in the footer and the FAQ.`,
    action: "Set your support email",
  },
  notificationEmail: {
    text: (value) => `Alerts about new messages go to a placeholder address (${value}).`,
    action: "Set the notification email",
  },
  phone: {
    text: (value) => `The phone number is a placeholder (${value}): visitors see it in the footer.`,
    action: "Set your phone number or clear it",
  },
  postalAddress: {
    text: () => "The postal address is the demo's: visitors see it in the footer.",
    action: "Set your postal address or clear it",
  },
  clientLoginUrl: {
    text: (value) => `The Client Login link goes to an example address (${value}).`,
    action: "Set the Client Login URL",
  },
  consultationFormUrl: {
    text: (value) => `The consultation form is an example address (${value}).`,
    action: "Set the consultation form URL",
  },
  newsletterFormUrl: {
    text: (value) => `The newsletter form is an example address (${value}).`,
    action: "Set the newsletter form URL",
  },
};

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
const SCHEDULE_CLASS = ADMIN_PATHS.classInstances.new;

/** A warning's sentence and the link to where it is fixed. */
function describeWarning(warning: Warning): { text: string; href: string; action: string } {
  switch (warning.kind) {
    case "placeholder-setting": {
      const { text, action } = PLACEHOLDER_SETTINGS[warning.field];
      return { text: text(warning.value), href: `${ADMIN_PAGES.settings}#${warning.field}`, action };
    }
    case "placeholder-social-link":
      return {
        text: `A social profile goes to an example address (${warning.url}).`,
        href: `${ADMIN_PAGES.settings}#socialUrl-0`,
        action: "Fix your social profiles",
      };
    case "no-social-links":
      return {
        text: "No social profiles: the footer has no links to follow you.",
        href: `${ADMIN_PAGES.settings}#socialUrl-0`,
        action: "Add your social profiles",
      };
    case "placeholder-register-link": {
      const { title } = warning.classType;
      const dates =
        warning.dates === 1
          ? `on ${formatClassDate(warning.first.date)}`
          : `on ${warning.dates} dates, the first ${formatClassDate(warning.first.date)},`;
      return {
        text: `The Register button of ${title} ${dates} goes to an example address.`,
        href: ADMIN_PATHS.classInstances.edit(warning.first.id),
        action: `Set the registration link of ${title}`,
      };
    }
    case "placeholder-faq":
      return {
        text: `The FAQ answer to "${warning.question.question}" mentions an example address.`,
        href: ADMIN_PATHS.faq.edit(warning.question.id),
        action: "Edit this FAQ answer",
      };
    case "placeholder-legal": {
      const { title } = warning;
      return {
        text: `The ${title} mentions an example address.`,
        href: ADMIN_PATHS.legal.edit(warning.slug),
        action: `Edit the ${title}`,
      };
    }
    case "demo-hero": {
      const page = HERO_PAGE_LABELS[warning.page];
      return {
        text: `The ${page} page shows the demo's hero image.`,
        href: `${ADMIN_PATHS.heroImages.list}?assignment=${warning.page}`,
        action: `Choose your own hero image for the ${page} page`,
      };
    }
    case "page-without-hero": {
      const page = HERO_PAGE_LABELS[warning.page];
      return {
        text: `The ${page} page has no active hero image.`,
        href: `${ADMIN_PATHS.heroImages.list}?assignment=${warning.page}`,
        action: `Choose a hero image for the ${page} page`,
      };
    }
    case "no-upcoming-dates":
      return {
        text: "No upcoming class dates: the events page lists no classes.",
        href: SCHEDULE_CLASS,
        action: "Schedule a class",
      };
    case "class-type-without-dates":
      return {
        text: `${warning.classType.title} is published but has no upcoming date.`,
        href: `${SCHEDULE_CLASS}?classType=${warning.classType.id}`,
        action: `Schedule a date for ${warning.classType.title}`,
      };
    case "dates-under-draft-type": {
      const dates = warning.dates === 1 ? "1 active date does" : `${warning.dates} active dates do`;
      return {
        text: `${warning.classType.title} is a draft, so its ${dates} not show on the site.`,
        href: ADMIN_PATHS.classTypes.edit(warning.classType.id),
        action: `Publish or edit ${warning.classType.title}`,
      };
    }
  }
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-line p-4">
      <h3 id={id} className="font-display text-xl font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Warnings({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0)
    return (
      <p className="mt-2 text-ink-soft">
        Nothing is missing: no placeholders are left, every page has a hero image and every class a date.
      </p>
    );
  return (
    <ul className="mt-3 grid gap-2">
      {warnings.map((warning) => {
        const { text, href, action } = describeWarning(warning);
        return (
          <li
            key={href + text}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-accent/40 bg-accent-light px-3 py-2 text-sm sm:text-base"
          >
            <span className="text-ink">{text}</span>
            <Link to={href} className={linkClass}>
              {action}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function NextClassDates({ classDates, today }: Pick<OverviewView, "classDates" | "today">) {
  if (classDates.total === 0)
    return (
      <p className="mt-2 text-ink-soft">
        No classes in the next {OVERVIEW_DAYS_AHEAD} days.{" "}
        <Link to={SCHEDULE_CLASS} className={linkClass}>
          Schedule a class
        </Link>
      </p>
    );
  const more = classDates.total - classDates.dates.length;
  return (
    <>
      <ul className="mt-3 divide-y divide-line">
        {classDates.dates.map((classDate) => (
          <li key={classDate.id} className="py-2">
            <Link to={ADMIN_PATHS.classInstances.edit(classDate.id)} className={linkClass}>
              {classDate.classType.title}
            </Link>
            {classDate.date === today ? (
              <>
                {" "}
                <Badge tone="brand">Today</Badge>
              </>
            ) : null}
            {classDate.classType.status !== "active" ? (
              <>
                {" "}
                <Badge tone="accent">Not on the site: class type is a draft</Badge>
              </>
            ) : null}
            <span className="block text-sm text-ink-soft">
              {formatClassDate(classDate.date)}, {classDate.time} · {classDate.location}
            </span>
            <span className="block text-sm">
              {classDate.registrationMode === "on_site" ? (
                <>
                  {placesTaken(classDate.registered, classDate.capacity)} ·{" "}
                  <Link to={ADMIN_PAGES.attendees(classDate.id)} className={linkClass}>
                    Attendees
                    <span className="sr-only">
                      {" "}
                      of {classDate.classType.title} on {formatClassDate(classDate.date)}
                    </span>
                  </Link>
                </>
              ) : (
                placesTaken(classDate.capacity - classDate.availableSpots, classDate.capacity)
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <Link to={ADMIN_PATHS.classInstances.list} className={linkClass}>
          {more > 0 ? `${more} more in the next ${OVERVIEW_DAYS_AHEAD} days` : "All scheduled classes"}
        </Link>
      </p>
    </>
  );
}

function NextBookings({ nextBookings, timeZone }: Pick<OverviewView, "nextBookings" | "timeZone">) {
  return (
    <>
      {nextBookings.pending > 0 ? (
        <p className="mt-2 rounded-lg border border-accent/40 bg-accent-light px-3 py-2 text-sm sm:text-base">
          <Link to={`${BOOKING_PATHS.list}?status=pending`} className={linkClass}>
            {BOOKING_ADMIN_MESSAGES.pendingCount(nextBookings.pending)}
          </Link>
        </p>
      ) : null}
      {nextBookings.bookings.length === 0 ? (
        <p className="mt-2 text-ink-soft">No upcoming bookings.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {nextBookings.bookings.map((booking) => (
            <li key={booking.id} className="py-2">
              <Link to={BOOKING_PATHS.show(booking.id)} className={linkClass}>
                {booking.name}
              </Link>
              {booking.status === "pending" ? (
                <>
                  {" "}
                  <Badge tone="accent">{BOOKING_STATUS_LABELS.pending}</Badge>
                </>
              ) : null}
              <span className="block text-sm text-ink-soft">
                {formatSessionTime(booking.startsAt, timeZone)} · {booking.sessionType}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <Link to={BOOKING_PATHS.list} className={linkClass}>
          All bookings
        </Link>
      </p>
    </>
  );
}

function UnreadMessages({ unreadMessages, timeZone }: Pick<OverviewView, "unreadMessages" | "timeZone">) {
  return (
    <>
      {unreadMessages.length === 0 ? (
        <p className="mt-2 text-ink-soft">No unread messages. You are all caught up.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {unreadMessages.map((message) => (
            <li key={message.id} className="py-2">
              <Link to={`${ADMIN_PAGES.inbox}?status=unread&message=${message.id}`} className={linkClass}>
                {message.name}: {message.subject || "No subject"}
              </Link>
              <span className="block text-sm text-ink-soft">{formatAdminDate(message.createdAt, timeZone)}</span>
              <span className="block text-sm break-words">{preview(message.messageStart, 100)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">
        <Link to={ADMIN_PAGES.inbox} className={linkClass}>
          Open the inbox
        </Link>
      </p>
    </>
  );
}

function Visits({ visits }: Pick<OverviewView, "visits">) {
  const { thisWeek, lastWeek } = visits;
  const figures = [
    { label: OVERVIEW_VISITS_TEXTS.people(thisWeek.visitors), now: thisWeek.visitors, before: lastWeek.visitors },
    { label: OVERVIEW_VISITS_TEXTS.views(thisWeek.views), now: thisWeek.views, before: lastWeek.views },
  ];
  return (
    <>
      <p className="mt-1 text-sm text-ink-soft">{OVERVIEW_VISITS_TEXTS.range}</p>
      <ul className="mt-2 grid gap-1">
        {figures.map((figure) => (
          <li key={figure.label}>
            <span className="font-display text-3xl font-bold">{figure.now.toLocaleString("en-US")}</span> {figure.label}
            , {changeInWords(figure.now, figure.before, OVERVIEW_VISITS_TEXTS.before)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        <Link to={`${ADMIN_PAGES.insights}?days=${OVERVIEW_VISITS_DAYS}`} className={linkClass}>
          {OVERVIEW_VISITS_TEXTS.link}
        </Link>
      </p>
    </>
  );
}

function Signups({ signups }: Pick<OverviewView, "signups">) {
  return (
    <>
      <p className="mt-2">
        <span className="font-display text-3xl font-bold">{signups.active}</span>{" "}
        {signups.active === 1 ? "new subscriber" : "new subscribers"} in the last 7 days
      </p>
      {signups.pending > 0 ? (
        <p className="text-sm text-ink-soft">{signups.pending} more waiting to confirm their email address</p>
      ) : null}
      <p className="mt-2 text-sm">
        <Link to={ADMIN_PAGES.subscribers} className={linkClass}>
          See all subscribers
        </Link>
      </p>
    </>
  );
}

/** The dashboard's Overview tab: the site's gaps first, then the coming classes, unread messages and signups. */
export function OverviewTab(view: OverviewView) {
  return (
    <>
      <h2 id="tab-heading" className="font-display text-2xl font-bold">
        Welcome to the Admin Portal
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="lg:col-span-2 empty:hidden">
          <DemoContentPanel counts={view.demoContent} />
        </div>
        <div className="lg:col-span-2">
          <Panel id="overview-warnings" title="Needs attention">
            <Warnings warnings={view.warnings} />
          </Panel>
        </div>
        <Panel id="overview-bookings" title="Next bookings">
          <NextBookings nextBookings={view.nextBookings} timeZone={view.timeZone} />
        </Panel>
        <Panel id="overview-classes" title={`Next ${OVERVIEW_DAYS_AHEAD} days`}>
          <NextClassDates classDates={view.classDates} today={view.today} />
        </Panel>
        <Panel id="overview-messages" title="Unread messages">
          <UnreadMessages unreadMessages={view.unreadMessages} timeZone={view.timeZone} />
        </Panel>
        <Panel id="overview-signups" title="Newsletter signups this week">
          <Signups signups={view.signups} />
        </Panel>
        <Panel id="overview-visits" title={OVERVIEW_VISITS_TEXTS.title}>
          <Visits visits={view.visits} />
        </Panel>
        <Panel id="overview-backups" title="Backups">
          <p className="mt-2 text-ink-soft">
            <Link to={ADMIN_PAGES.backups} className={linkClass}>
              Backups
            </Link>
            : the last backup of the site, and a copy to download.
          </p>
        </Panel>
      </div>
    </>
  );
}
