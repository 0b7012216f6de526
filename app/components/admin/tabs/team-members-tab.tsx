import { Link } from "react-router";
import { ListFilters, statusOptions } from "../list-controls";
import { TeamTable, type TeamTableMember } from "../team-table";
import { TabHeading } from "./tab-heading";

/** The dashboard's filter lists all, active, draft, archived; the team tab adds inactive (spec 2). */
const STATUS_FILTER = {
  name: "status",
  label: "Status",
  options: statusOptions(["active", "draft", "archived", "inactive"]),
};

export function TeamMembersTab({
  members,
  filtered,
  timeZone,
}: {
  members: TeamTableMember[];
  filtered: boolean;
  timeZone: string;
}) {
  return (
    <>
      <TabHeading title="Team Members" newLabel="New Team Member" newTo="/admin/team/new">
        <Link to="/admin/team" className="font-semibold text-brand underline underline-offset-4">
          Open the team manager
        </Link>
      </TabHeading>
      <ListFilters searchPlaceholder="Name or role" filters={[STATUS_FILTER]} keep={["tab"]} />
      <div className="mt-6">
        <TeamTable members={members} filtered={filtered} timeZone={timeZone} />
      </div>
    </>
  );
}
