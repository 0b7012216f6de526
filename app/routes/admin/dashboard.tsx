import { Link, useLocation, useNavigation } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { BackupWarning } from "#app/components/admin/backup-warning";
import { ClassInstancesTab } from "#app/components/admin/tabs/class-instances-tab";
import { ClassTypesTab } from "#app/components/admin/tabs/class-types-tab";
import { InboxTab } from "#app/components/admin/tabs/inbox-tab";
import { OverviewTab } from "#app/components/admin/tabs/overview-tab";
import { TeamMembersTab } from "#app/components/admin/tabs/team-members-tab";
import { TestimonialsTab } from "#app/components/admin/tabs/testimonials-tab";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadClassInstancesTab } from "#app/lib/admin-tabs/class-instances.server";
import { loadClassTypesTab } from "#app/lib/admin-tabs/class-types.server";
import { loadInboxTab } from "#app/lib/admin-tabs/inbox.server";
import { loadOverviewTab } from "#app/lib/admin-tabs/overview.server";
import type { TabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import { loadTeamMembersTab } from "#app/lib/admin-tabs/team-members.server";
import { loadTestimonialsTab } from "#app/lib/admin-tabs/testimonials.server";
import { getBackupStatus } from "#core/backups/get-backup-status";
import { countAdminContent } from "#core/dashboard/count-admin-content";
import { failedMailNotice, mailNotSetUpNotice, OUTBOX_PATH } from "#rules/outbox";
import type { Route } from "./+types/dashboard";

const TABS = [
  { tab: "overview", title: "Overview" },
  { tab: "events", title: "Class Types", count: "classTypes" },
  { tab: "classes", title: "Scheduled Classes", count: "classInstances" },
  { tab: "users", title: "Team Members", count: "teamMembers" },
  { tab: "testimonials", title: "Testimonials", count: "testimonials" },
  { href: ADMIN_PATHS.heroImages.list, title: "Hero Images", count: "heroImages" },
  { tab: "inbox", title: "Inbox", count: "unreadMessages", countLabel: "unread" },
  { href: "/admin/email-subscribers", title: "Email Subscribers", count: "activeSubscribers", countLabel: "active" },
  { href: OUTBOX_PATH, title: "Outbox", count: "waitingEmails", countLabel: "waiting" },
] as const;

type TabCard = Extract<(typeof TABS)[number], { tab: string }>;
type Tab = TabCard["tab"];

function tabOf(value: string | null): Tab {
  return TABS.find((card): card is TabCard => "tab" in card && card.tab === value)?.tab ?? "overview";
}

/**
 * Each tab's data. A tab registers here (its loader) and in TabContent below
 * (its component); only the selected tab's data is loaded.
 */
async function loadTab(tab: Tab, args: TabLoaderArgs) {
  switch (tab) {
    case "events":
      return loadClassTypesTab(args);
    case "classes":
      return loadClassInstancesTab(args);
    case "inbox":
      return loadInboxTab(args);
    case "users":
      return loadTeamMembersTab(args);
    case "testimonials":
      return loadTestimonialsTab(args);
    default:
      return loadOverviewTab(args);
  }
}

export function meta() {
  return [{ title: "Dashboard · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const args = {
    db: context.db,
    url,
    timeZone: context.siteSettings.timeZone,
    mailConfigured: context.config.mail.configured,
  };
  const { backups } = context.config;
  const [counts, view, backupStatus] = await Promise.all([
    countAdminContent({ db: context.db }),
    loadTab(tab, args),
    getBackupStatus({ db: context.db, backupDir: backups.dir, scheduled: backups.schedule !== null }),
  ]);
  return { counts, view, mailConfigured: context.config.mail.configured, backupWarning: backupStatus.warning };
}

/** Says when email is waiting for a mail server, or could not be sent, with the way to the Outbox. */
function MailNotice({ waiting, failed, configured }: { waiting: number; failed: number; configured: boolean }) {
  const notices = [
    !configured && waiting > 0 ? { text: mailNotSetUpNotice(waiting), href: `${OUTBOX_PATH}?status=held` } : null,
    failed > 0 ? { text: failedMailNotice(failed), href: `${OUTBOX_PATH}?status=failed` } : null,
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

// Compact on a phone, so the selected tab's content starts on the first screen.
const cardClass =
  "flex h-full flex-col rounded-xl border px-3 py-1.5 text-sm leading-tight font-semibold transition-colors hover:border-brand hover:text-brand sm:px-4 sm:py-4 sm:text-base sm:leading-normal";

function TabContent({ view }: { view: Route.ComponentProps["loaderData"]["view"] }) {
  switch (view.tab) {
    case "overview":
      return <OverviewTab {...view} />;
    case "events":
      return <ClassTypesTab {...view} />;
    case "classes":
      return <ClassInstancesTab {...view} />;
    case "inbox":
      return <InboxTab view={view} />;
    case "users":
      return <TeamMembersTab {...view} />;
    case "testimonials":
      return <TestimonialsTab {...view} />;
    // Every tab of the dashboard is handled above.
    default:
      return null;
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  // Only switching tabs shows the loading line; searching within a tab keeps its table in place.
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin" &&
    new URLSearchParams(navigation.location.search).get("tab") !== new URLSearchParams(location.search).get("tab");
  const { counts, view, mailConfigured, backupWarning } = loaderData;

  return (
    <>
      <h1 className="font-display text-3xl font-bold">Dashboard</h1>
      <MailNotice waiting={counts.waitingEmails} failed={counts.failedEmails} configured={mailConfigured} />
      <BackupWarning warning={backupWarning} />
      <nav aria-label="Dashboard sections" className="mt-4 sm:mt-6">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          {TABS.map((card) => {
            const selected = "tab" in card && card.tab === view.tab;
            return (
              <li key={card.title}>
                <Link
                  to={"href" in card ? card.href : `/admin?tab=${card.tab}`}
                  aria-current={selected ? "page" : undefined}
                  preventScrollReset={"tab" in card}
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
          <TabContent view={view} />
        )}
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
