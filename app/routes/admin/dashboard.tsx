import { Link, useNavigation } from "react-router";
import { AdminErrorBoundary } from "../../components/admin/admin-error-boundary";
import { requireAdmin } from "../../lib/admin-session.server";
import type { Route } from "./+types/dashboard";

const TABS = [
  { tab: "overview", title: "Overview" },
  { tab: "events", title: "Class Types" },
  { tab: "classes", title: "Scheduled Classes" },
  { tab: "users", title: "Team Members" },
  { tab: "testimonials", title: "Testimonials" },
  { href: "/admin/hero-images", title: "Hero Images" },
  { tab: "inbox", title: "Inbox" },
  { href: "/admin/email-subscribers", title: "Email Subscribers" },
] as const;

type Tab = Extract<(typeof TABS)[number], { tab: string }>["tab"];

function tabOf(value: string | null): Tab {
  return (
    TABS.find((card): card is Extract<(typeof TABS)[number], { tab: string }> => "tab" in card && card.tab === value)
      ?.tab ?? "overview"
  );
}

export function meta() {
  return [{ title: "Dashboard · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { tab: tabOf(new URL(request.url).searchParams.get("tab")) };
}

const cardClass =
  "block h-full rounded-xl border px-4 py-4 font-semibold transition-colors hover:border-brand hover:text-brand";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  const current = TABS.find((card) => "tab" in card && card.tab === loaderData.tab) ?? TABS[0];

  return (
    <>
      <h1 className="font-display text-3xl font-bold">Dashboard</h1>
      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TABS.map((card) => {
            const selected = "tab" in card && card.tab === loaderData.tab;
            return (
              <li key={card.title}>
                <Link
                  to={"href" in card ? card.href : `/admin?tab=${card.tab}`}
                  aria-current={selected ? "page" : undefined}
                  preventScrollReset={"tab" in card}
                  className={`${cardClass} ${selected ? "border-brand bg-brand-light text-brand-dark" : "border-line bg-white"}`}
                >
                  {card.title}
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
        ) : loaderData.tab === "overview" ? (
          <>
            <h2 id="tab-heading" className="font-display text-2xl font-bold">
              Welcome to the Admin Portal
            </h2>
            <p className="mt-3 text-ink-soft">
              Choose a section above to manage classes, team members, testimonials, hero images, messages and
              subscribers.
            </p>
          </>
        ) : (
          <>
            <h2 id="tab-heading" className="font-display text-2xl font-bold">
              {current.title}
            </h2>
            <p className="mt-3 text-ink-soft">This section is not available yet.</p>
          </>
        )}
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
