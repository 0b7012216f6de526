import { Link } from "react-router";
import { deleteTeamMember } from "../../../../core/team/delete-team-member";
import { listTeamMembers } from "../../../../core/team/list-team-members";
import { moveTeamMember } from "../../../../core/team/move-team-member";
import { TEAM_MEMBER_MESSAGES } from "../../../../rules/team-member";
import { AdminErrorBoundary } from "../../../components/admin/admin-error-boundary";
import { ListFilters, statusOptions } from "../../../components/admin/list-controls";
import { TeamTable } from "../../../components/admin/team-table";
import { requireAdmin, requireAdminForWrite } from "../../../lib/admin-session.server";
import { auditActor } from "../../../lib/audit-actor.server";
import { rowActionReply } from "../../../lib/list-action.server";
import { readListQuery } from "../../../lib/list-query";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Team Members · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { search, filters } = readListQuery(new URL(request.url), ["status"]);
  const members = await listTeamMembers({ db: context.db, search, status: filters.status });
  return { members, filtered: search !== "" || filters.status !== "all", timeZone: context.config.timeZone };
}

/** Row actions of the team table (here and on the dashboard's tab): delete, and move up or down. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAdminForWrite(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const actor = auditActor(session, context);

  if (form.get("intent") === "delete") {
    try {
      const outcome = await deleteTeamMember({ db: context.db, id, actor });
      if (outcome.ok) return rowActionReply(form, { ok: true, message: TEAM_MEMBER_MESSAGES.deleted });
      return rowActionReply(form, { ok: false, message: TEAM_MEMBER_MESSAGES.notFound }, 404);
    } catch (error) {
      context.logger.error({ err: error }, "team member delete failed");
      return rowActionReply(form, { ok: false, message: TEAM_MEMBER_MESSAGES.deleteFailed }, 500);
    }
  }

  const direction = form.get("direction");
  if (direction !== "up" && direction !== "down") {
    return rowActionReply(form, { ok: false, message: TEAM_MEMBER_MESSAGES.orderFailed });
  }
  const filter = { search: String(form.get("q") ?? ""), status: String(form.get("status") || "all") };
  try {
    const outcome = await moveTeamMember({ db: context.db, id, direction, filter, actor });
    if (outcome.ok) return rowActionReply(form, { ok: true, message: TEAM_MEMBER_MESSAGES.orderUpdated });
    return rowActionReply(form, { ok: false, message: TEAM_MEMBER_MESSAGES.orderFailed }, 409);
  } catch (error) {
    context.logger.error({ err: error }, "team member move failed");
    return rowActionReply(form, { ok: false, message: TEAM_MEMBER_MESSAGES.orderFailed }, 500);
  }
}

const TEAM_STATUS_FILTER = { name: "status", label: "Status", options: statusOptions(["active", "inactive"]) };

export default function TeamManager({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">Team Members</h1>
        <Link
          to="/admin/team/new"
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          Add Team Member
        </Link>
      </div>
      <div className="mt-6">
        <ListFilters searchPlaceholder="Name or role" filters={[TEAM_STATUS_FILTER]} />
      </div>
      <div className="mt-6">
        <TeamTable members={loaderData.members} filtered={loaderData.filtered} timeZone={loaderData.timeZone} />
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
