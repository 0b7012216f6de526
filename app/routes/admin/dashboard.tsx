import { Link, useLocation, useNavigation } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { ClassInstancesTab } from "#app/components/admin/tabs/class-instances-tab";
import { ClassTypesTab } from "#app/components/admin/tabs/class-types-tab";
import { InboxTab } from "#app/components/admin/tabs/inbox-tab";
import { TeamMembersTab } from "#app/components/admin/tabs/team-members-tab";
import { TestimonialsTab } from "#app/components/admin/tabs/testimonials-tab";
import { requireAdmin } from "#app/lib/admin-session.server";
import { loadClassInstancesTab } from "#app/lib/admin-tabs/class-instances.server";
import { loadClassTypesTab } from "#app/lib/admin-tabs/class-types.server";
import { loadInboxTab } from "#app/lib/admin-tabs/inbox.server";
import type { TabLoaderArgs } from "#app/lib/admin-tabs/tab-loader";
import { loadTeamMembersTab } from "#app/lib/admin-tabs/team-members.server";
import { loadTestimonialsTab } from "#app/lib/admin-tabs/testimonials.server";
import { countAdminContent } from "#core/dashboard/count-admin-content";
import type { Route } from "./+types/dashboard";

const TABS = [
  { tab: "overview", title: "Overview" },
  { tab: "events", title: "Class Types", count: "classTypes" },
  { tab: "classes", title: "Scheduled Classes", count: "classInstances" },
  { tab: "users", title: "Team Members", count: "teamMembers" },
  { tab: "testimonials", title: "Testimonials", count: "testimonials" },
  { href: "/admin/hero-images", title: "Hero Images", count: "heroImages" },
  { tab: "inbox", title: "Inbox", count: "unreadMessages", countLabel: "unread" },
  { href: "/admin/email-subscribers", title: "Email Subscribers", count: "activeSubscribers", countLabel: "active" },
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
      return { tab } as const;
  }
}

export function meta() {
  return [{ title: "Dashboard · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams.get("tab"));
  const args = { db: context.db, url, timeZone: context.siteSettings.timeZone };
  const [counts, view] = await Promise.all([countAdminContent({ db: context.db }), loadTab(tab, args)]);
  return { counts, view };
}

const cardClass =
  "flex h-full flex-col rounded-xl border px-4 py-4 font-semibold transition-colors hover:border-brand hover:text-brand";

function TabContent({ view }: { view: Route.ComponentProps["loaderData"]["view"] }) {
  switch (view.tab) {
    case "overview":
      return (
        <>
          <h2 id="tab-heading" className="font-display text-2xl font-bold">
            Welcome to the Admin Portal
          </h2>
          <p className="mt-3 text-ink-soft">
            Choose a section above to manage classes, team members, testimonials, hero images, messages and subscribers.
          </p>
        </>
      );
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
  const { counts, view } = loaderData;

  return (
    <>
      <h1 className="font-display text-3xl font-bold">Dashboard</h1>
      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
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
                    <span className="mt-1 text-sm font-normal text-ink-soft">
                      {counts[card.count]}
                      {"countLabel" in card ? ` ${card.countLabel}` : ""}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="tab-heading" className="mt-8 rounded-2xl border border-line bg-white p-6">
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
