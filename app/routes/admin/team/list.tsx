import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { EmptyState, ListFilters, statusOptions } from "#app/components/admin/list-controls";
import { TeamTable } from "#app/components/admin/team-table";
import { answerFailure, failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { auditActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { requireAdmin, requireAdminForWrite } from "#app/lib/admin-session.server";
import { loadTeamMembersTab } from "#app/lib/admin-tabs/team-members.server";
import { moveTeamMember } from "#core/team/move-team-member";
import { safeRedirectTarget } from "#rules/safe-redirect";
import { TEAM_MEMBER_MESSAGES, TEAM_MEMBER_WORDS } from "#rules/team-member";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Team Members · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  return loadTeamMembersTab({ db: context.db, url, timeZone: context.siteSettings.timeZone });
}

/** Moves a member up or down the list the admin sees (its search and filter come with the post). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const direction = form.get("direction");
  if (direction !== "up" && direction !== "down") return failed(TEAM_MEMBER_MESSAGES.orderFailed);
  const filter = { search: String(form.get("q") ?? ""), status: String(form.get("status") || "all") };
  try {
    const outcome = await moveTeamMember({
      db: context.db,
      id: String(form.get("id") ?? ""),
      direction,
      filter,
      actor: auditActor(session, context),
    });
    if (!outcome.ok) {
      const refused = TEAM_MEMBER_MESSAGES.orderFailed;
      return answerFailure(outcome, { notFound: refused, conflict: () => refused });
    }
    const back = safeRedirectTarget(form.get("returnTo"));
    return saved(form, { context, message: TEAM_MEMBER_MESSAGES.orderUpdated, redirectTo: back });
  } catch (error) {
    return failed(TEAM_MEMBER_MESSAGES.orderFailed, faultStatus(context, error, "team member move failed"));
  }
}

const TEAM_STATUS_FILTER = { name: "status", label: "Status", options: statusOptions(["active", "inactive"]) };

export default function TeamManager({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">Team Members</h1>
        <Link
          to={ADMIN_PATHS.team.new}
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {TEAM_MEMBER_WORDS.addNew}
        </Link>
      </div>
      <div className="mt-6">
        <ListFilters searchPlaceholder="Name or role" filters={[TEAM_STATUS_FILTER]} />
      </div>
      <div className="mt-6">
        {loaderData.members.length === 0 ? (
          <EmptyState
            title={TEAM_MEMBER_MESSAGES.emptyTitle}
            hint={loaderData.filtered ? TEAM_MEMBER_MESSAGES.emptyFilteredHint : TEAM_MEMBER_MESSAGES.emptyHint}
          />
        ) : (
          <TeamTable members={loaderData.members} instructors={loaderData.instructors} timeZone={loaderData.timeZone} />
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
