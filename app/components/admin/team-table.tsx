import { useState } from "react";
import { useLocation } from "react-router";
import { ADMIN_PATHS } from "#app/lib/admin-paths";
import { formatAdminDate, preview } from "#app/lib/format";
import type { TaughtClassType } from "#core/classes/list-taught-class-types";
import { TEAM_BIO_PREVIEW_LENGTH, teamMemberDeleteQuestion } from "#rules/team-member";
import { AdminTable } from "./admin-table";
import { MoveButtons } from "./move-buttons";
import { PersonThumbnail } from "./person-thumbnail";
import { type InstructorOption, ReplacementInstructorField } from "./replacement-instructor";
import { EditDeleteActions, StatusBadge } from "./tabs/list-tab";

export type TeamTableMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  status: string;
  displayOrder: number;
  imageSrc: string | null;
  createdAt: Date | string;
  teaches: TaughtClassType[];
};

export type { InstructorOption };

/**
 * Edit and Delete of a member. Deleting one who teaches class types names
 * those classes in the question and offers another instructor for them.
 */
function MemberActions({ member, instructors }: { member: TeamTableMember; instructors: InstructorOption[] }) {
  const [replacement, setReplacement] = useState("");
  const teaches = member.teaches.length > 0;
  return (
    <EditDeleteActions
      editTo={ADMIN_PATHS.team.edit(member.id)}
      subject={member.name}
      question={teamMemberDeleteQuestion(member.name)}
      fields={teaches ? { replacementInstructorId: replacement } : {}}
      details={
        teaches ? (
          <ReplacementInstructorField
            member={member}
            teaches={member.teaches}
            instructors={instructors}
            change="delete"
            value={replacement}
            onChange={setReplacement}
          />
        ) : undefined
      }
    />
  );
}

const cell = "px-4 py-3";

/** Up and down: posted to the team manager with the list's search and filter, so the neighbour is the one shown. */
function TeamMoveButtons({ member, first, last }: { member: TeamTableMember; first: boolean; last: boolean }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <MoveButtons
      action={ADMIN_PATHS.team.list}
      fields={{
        id: member.id,
        q: params.get("q") ?? "",
        status: params.get("status") ?? "all",
        returnTo: `${location.pathname}${location.search}`,
      }}
      label={(direction) => `Move ${member.name} ${direction}`}
      first={first}
      last={last}
    />
  );
}

/** The team manager's table (also the dashboard's team tab): order, member, role, status, created, actions. */
export function TeamTable({
  members,
  instructors,
  timeZone,
}: {
  members: TeamTableMember[];
  /** Who may take over a deleted member's class types. */
  instructors: InstructorOption[];
  timeZone: string;
}) {
  return (
    <AdminTable
      widthClass="min-w-[48rem]"
      caption="Team members"
      headings={["Order", "Member", "Role", "Status", "Created", "Actions"]}
    >
      {members.map((member, index) => (
        <tr key={member.id}>
          <td className={`${cell} font-semibold`}>{member.displayOrder}</td>
          <td className={cell}>
            <div className="flex items-center gap-3">
              <PersonThumbnail name={member.name} src={member.imageSrc} />
              <div>
                <p className="font-semibold text-ink">{member.name}</p>
                <p className="text-ink-soft">{preview(member.bio, TEAM_BIO_PREVIEW_LENGTH)}</p>
              </div>
            </div>
          </td>
          <td className={cell}>{member.role}</td>
          <td className={cell}>
            <StatusBadge status={member.status} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(member.createdAt, timeZone, false)}</td>
          <td className={cell}>
            <div className="flex flex-wrap items-center gap-2">
              <TeamMoveButtons member={member} first={index === 0} last={index === members.length - 1} />
              <MemberActions member={member} instructors={instructors} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
