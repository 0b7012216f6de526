import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatAdminDate } from "#app/lib/format";
import { listLegalPages } from "#core/legal/list-legal-pages";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Legal pages · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { pages: await listLegalPages({ db: context.db }), timeZone: context.siteSettings.timeZone };
}

export default function LegalPagesList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Legal pages</h1>
      <p className="mt-2 text-ink-soft">
        Linked from the footer and the forms. A page with empty text is hidden from the site.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="rounded-2xl border border-line bg-white p-6">
            <h2 className="font-display text-xl font-bold">{page.title}</h2>
            <p className="mt-1 text-sm text-ink-soft">
              /{page.slug} · {page.body.trim() === "" ? "Hidden (empty)" : "Published"}
              {page.updatedAt ? ` · updated ${formatAdminDate(page.updatedAt, loaderData.timeZone)}` : ""}
            </p>
            <Link
              to={ADMIN_PATHS.legal.edit(page.slug)}
              className="mt-4 inline-block font-semibold text-brand underline"
            >
              Edit {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
