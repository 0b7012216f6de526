import { data, Form, Link, NavLink, Outlet, redirect, useLocation } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { InactivityTimer } from "#app/components/admin/inactivity-timer";
import { SignInDialog } from "#app/components/admin/sign-in-dialog";
import { AdminToasts } from "#app/components/admin/toasts";
import { ADMIN_PAGES, ADMIN_PATHS, AVAILABILITY_PATH, BOOKING_PATHS, CALENDAR_FEEDS_PATH } from "#app/lib/admin-paths";
import { adminDisplayName, requireAdmin } from "#app/lib/admin-session.server";
import { readFlashToast } from "#app/lib/flash-toast.server";
import { readSignInNotice } from "#app/lib/sign-in-notice.server";
import { SESSION_IDLE_TIMEOUT_MS } from "#core/auth/session-policy";
import { BACK_TO_DASHBOARD } from "#rules/admin-verbs";
import type { Route } from "./+types/layout";

const OWNER_LINKS = [
  // Booking (decision 066).
  [BOOKING_PATHS.list, "Bookings"],
  [ADMIN_PATHS.sessionTypes.list, "Session types"],
  [AVAILABILITY_PATH, "Availability"],
  [CALENDAR_FEEDS_PATH, "Calendar feeds"],
  [ADMIN_PATHS.newsletter.list, "Newsletter"],
  [ADMIN_PAGES.insights, "Insights"],
  [ADMIN_PAGES.settings, "Settings"],
  [ADMIN_PATHS.faq.list, "FAQ"],
  [ADMIN_PATHS.legal.list, "Legal pages"],
  [ADMIN_PAGES.users, "Admins"],
  [ADMIN_PAGES.activity, "Activity"],
  [ADMIN_PAGES.trash, "Trash"],
  [ADMIN_PAGES.account, "My account"],
] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAdmin(request, context);
  // The settings can require two-factor sign-in of every account: until it is on, only its setup page opens.
  const { pathname } = new URL(request.url);
  if (
    context.siteSettings.requireTwoFactor &&
    !session.admin.twoFactorOn &&
    !pathname.startsWith(ADMIN_PAGES.twoFactorSetup)
  ) {
    throw redirect(`${ADMIN_PAGES.twoFactorSetup}?required=1`);
  }
  const { toast, headers } = readFlashToast(request, context);
  const { notice, setCookie } = readSignInNotice(request, context);
  const responseHeaders = new Headers(headers);
  if (setCookie) responseHeaders.append("Set-Cookie", setCookie);
  return data(
    {
      adminName: adminDisplayName(session.admin),
      adminEmail: session.admin.email,
      csrfToken: session.csrfToken,
      idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
      toast,
      notice,
    },
    { headers: responseHeaders },
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <AdminToasts initial={loaderData.toast ? [loaderData.toast] : []}>
      <div className="min-h-screen bg-paper">
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand">Admin Portal</p>
              <p className="font-display text-xl font-bold">Welcome, {loaderData.adminName}</p>
            </div>
            {pathname === ADMIN_PAGES.dashboard ? null : (
              <Link
                to={ADMIN_PAGES.dashboard}
                className="ml-auto font-semibold text-brand underline underline-offset-4"
              >
                {BACK_TO_DASHBOARD}
              </Link>
            )}
            <Form method="post" action={ADMIN_PAGES.signOut}>
              <input type="hidden" name="csrf" value={loaderData.csrfToken} />
              <button
                type="submit"
                className="rounded-full border border-line px-5 py-2 font-semibold text-ink hover:border-brand hover:text-brand"
              >
                Logout
              </button>
            </Form>
          </div>
          <nav aria-label="Back office" className="mx-auto max-w-6xl px-4 pb-3 sm:px-6">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
              {OWNER_LINKS.map(([to, label]) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      isActive ? "text-brand underline underline-offset-4" : "text-ink-soft hover:text-brand"
                    }
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          {loaderData.notice ? (
            <p role="alert" className="mb-6 rounded-lg border border-accent bg-accent-light px-4 py-3 text-ink">
              {loaderData.notice}
            </p>
          ) : null}
          <Outlet />
        </main>
        <InactivityTimer csrfToken={loaderData.csrfToken} timeoutMs={loaderData.idleTimeoutMs} />
        <SignInDialog email={loaderData.adminEmail} />
      </div>
    </AdminToasts>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
