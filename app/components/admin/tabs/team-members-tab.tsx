import { Link } from "react-router";
import { type InstructorOption, TeamTable, type TeamTableMember } from "#app/components/admin/team-table";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { TEAM_MEMBER_MESSAGES } from "#rules/team-member";
import { CLASS_STATUS_FILTER_VALUES, ListTab } from "./list-tab";

/** The dashboard's Team Members tab (`users`); its status filter adds inactive. */
export function TeamMembersTab({
  members,
  instructors,
  filtered,
  timeZone,
}: {
  members: TeamTableMember[];
  instructors: InstructorOption[];
  filtered: boolean;
  timeZone: string;
}) {
  return (
    <ListTab
      title="Team Members"
      newLabel="New Team Member"
      newTo={ADMIN_PATHS.team.new}
      searchPlaceholder="Name or role"
      isEmpty={members.length === 0}
      filtered={filtered}
      emptyTitle={TEAM_MEMBER_MESSAGES.emptyTitle}
      firstHint={TEAM_MEMBER_MESSAGES.emptyHint}
      statuses={[...CLASS_STATUS_FILTER_VALUES, "inactive"]}
      actions={
        <Link to={ADMIN_PATHS.team.list} className="font-semibold text-brand underline underline-offset-4">
          Open the team manager
        </Link>
      }
    >
      <TeamTable members={members} instructors={instructors} timeZone={timeZone} />
    </ListTab>
  );
}
