import { Link, redirect, useNavigation } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { BackupWarning } from "#app/components/admin/backup-warning";
import { OverviewTab } from "#app/components/admin/tabs/overview-tab";
import { ADMIN_PAGES, ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadOverviewTab } from "#app/lib/admin-tabs/overview.server";
import { tabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import { getBackupStatus } from "#core/backups/get-backup-status";
import { countAdminContent } from "#core/dashboard/count-admin-content";
import { failedMailNotice, MAIL_SERVER_UNREACHABLE_NOTICE, mailNotSetUpNotice } from "#rules/outbox";
import type { Route } from "./+types/dashboard";

/** The dashboard's cards: the Overview is the dashboard itself; every other card opens its own page (decision 061). */
const CARDS = [
  { href: ADMIN_PAGES.dashboard, title: "Overview" },
  { href: ADMIN_PATHS.classTypes.list, title: "Class Types", count: "classTypes" },
  { href: ADMIN_PATHS.classInstances.list, title: "Scheduled Classes", count: "classInstances" },
  { href: ADMIN_PATHS.team.list, title: "Team Members", count: "teamMembers" },
  { href: ADMIN_PATHS.testimonials.list, title: "Testimonials", count: "testimonials" },
  { href: ADMIN_PATHS.heroImages.list, title: "Hero Images", count: "heroImages" },
  { href: ADMIN_PAGES.inbox, title: "Inbox", count: "unreadMessages", countLabel: "unread" },
  { href: ADMIN_PAGES.subscribers, title: "Email Subscribers", count: "activeSubscribers", countLabel: "active" },
  { href: ADMIN_PAGES.outbox, title: "Outbox", count: "waitingEmails", countLabel: "waiting" },
] as const;

/** Where the dashboard's former tabs (`/admin?tab=...`) live now. */
const FORMER_TABS: Record<string, string> = {
  events: ADMIN_PATHS.classTypes.list,
  classes: ADMIN_PATHS.classInstances.list,
  users: ADMIN_PATHS.team.list,
  testimonials: ADMIN_PATHS.testimonials.list,
  inbox: ADMIN_PAGES.inbox,
  overview: ADMIN_PAGES.dashboard,
};

export function meta() {
  return [{ title: "Dashboard · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (tab !== null) {
    // A bookmark or link to a former tab opens its page, with its search and filters.
    url.searchParams.delete("tab");
    const search = url.searchParams.toString();
    const page = FORMER_TABS[tab] ?? ADMIN_PAGES.dashboard;
    throw redirect(search && page !== ADMIN_PAGES.dashboard ? `${page}?${search}` : page, 301);
  }
  const { backups } = context.config;
  const [counts, view, backupStatus] = await Promise.all([
    countAdminContent({ db: context.db }),
    loadOverviewTab(tabLoaderArgs(request, context)),
    getBackupStatus({ db: context.db, backupDir: backups.dir, scheduled: backups.schedule !== null }),
  ]);
  return {
    counts,
    view,
    mailConfigured: context.config.mail.configured,
    mailServerUnreachable: context.mailWorker.serverProblem?.() != null,
    backupWarning: backupStatus.warning,
  };
}

/** Says when email is waiting for a mail server, or could not be sent, with the way to the Outbox. */
function MailNotice({
  waiting,
  failed,
  configured,
  unreachable,
}: {
  waiting: number;
  failed: number;
  configured: boolean;
  unreachable: boolean;
}) {
  const notices = [
    !configured && waiting > 0
      ? { text: mailNotSetUpNotice(waiting), href: `${ADMIN_PAGES.outbox}?status=held` }
      : null,
    unreachable ? { text: MAIL_SERVER_UNREACHABLE_NOTICE, href: ADMIN_PAGES.outbox } : null,
    failed > 0 ? { text: failedMailNotice(failed), href: `${ADMIN_PAGES.outbox}?status=failed` } : null,
  ].filter((notice) => notice !== null);
  if (notices.length === 0) return null;
  return (
    <div role="status" className="mt-4 grid gap-2">
      {notices.map((notice) => (
        <p
          key={notice.href}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-accent/40 bg-accent-light px-4 py-3 font-semibold text-ink"
        >
          {notice.text}
          <Link to={notice.href} className="text-brand-dark underline underline-offset-4">
            Open the Outbox
          </Link>
        </p>
      ))}
    </div>
  );
}

// Compact on a phone, so the Overview starts on the first screen.
const cardClass =
  "flex h-full flex-col rounded-xl border px-3 py-1.5 text-sm leading-tight font-semibold transition-colors hover:border-brand hover:text-brand sm:px-4 sm:py-4 sm:text-base sm:leading-normal";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A card's page can take a moment to load: the dashboard says so meanwhile.
  const loading = navigation.state === "loading" && navigation.location.pathname !== ADMIN_PAGES.dashboard;
  const { counts, view, mailConfigured, mailServerUnreachable, backupWarning } = loaderData;

  return (
    <>
      <h1 className="font-display text-3xl font-bold">Dashboard</h1>
      <MailNotice
        waiting={counts.waitingEmails}
        failed={counts.failedEmails}
        configured={mailConfigured}
        unreachable={mailServerUnreachable}
      />
      <BackupWarning warning={backupWarning} />
      <nav aria-label="Dashboard sections" className="mt-4 sm:mt-6">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          {CARDS.map((card) => {
            const selected = card.href === ADMIN_PAGES.dashboard;
            return (
              <li key={card.title}>
                <Link
                  to={card.href}
                  aria-current={selected ? "page" : undefined}
                  className={`${cardClass} ${selected ? "border-brand bg-brand-light text-brand-dark" : "border-line bg-white"}`}
                >
                  <span>{card.title}</span>
                  {"count" in card ? " " : null}
                  {"count" in card ? (
                    <span className="text-xs font-normal text-ink-soft sm:mt-1 sm:text-sm">
                      {counts[card.count]}
                      {"countLabel" in card ? ` ${card.countLabel}` : ""}
                      {card.count === "waitingEmails" && counts.failedEmails > 0
                        ? `, ${counts.failedEmails} failed`
                        : ""}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="tab-heading"
        className="mt-6 rounded-2xl border border-line bg-white p-4 sm:mt-8 sm:p-6"
      >
        {loading ? (
          <p role="status" className="text-ink-soft">
            Loading dashboard...
          </p>
        ) : (
          <OverviewTab {...view} />
        )}
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
