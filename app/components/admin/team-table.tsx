import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { formatAdminDate, preview } from "#app/lib/format";
import { TEAM_BIO_PREVIEW_LENGTH, TEAM_MEMBERS_LIST, teamMemberDeleteQuestion } from "#rules/team-member";
import { AdminFormFields } from "./admin-form";
import { AdminTable, actionLinkClass } from "./admin-table";
import { PersonThumbnail } from "./person-thumbnail";
import { EditDeleteActions, StatusBadge, useResultToast } from "./tabs/list-tab";

export type TeamTableMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  status: string;
  displayOrder: number;
  imageSrc: string | null;
  createdAt: Date | string;
};

const cell = "px-4 py-3";

/** Up and down: posted to the team manager with the list's search and filter, so the neighbour is the one shown. */
function MoveButtons({ member, first, last }: { member: TeamTableMember; first: boolean; last: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const showResult = useResultToast();
  useEffect(() => {
    if (fetcher.data !== undefined) showResult(fetcher.data);
  }, [fetcher.data, showResult]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={TEAM_MEMBERS_LIST} className="flex gap-1">
      <AdminFormFields />
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="q" value={params.get("q") ?? ""} />
      <input type="hidden" name="status" value={params.get("status") ?? "all"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {(["up", "down"] as const).map((direction) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          disabled={(direction === "up" ? first : last) || busy}
          aria-label={`Move ${member.name} ${direction}`}
          className={`${actionLinkClass} disabled:cursor-not-allowed disabled:opacity-40`}
        >
          {direction === "up" ? "↑" : "↓"}
        </button>
      ))}
    </fetcher.Form>
  );
}

/** The team manager's table (also the dashboard's team tab): order, member, role, status, created, actions. */
export function TeamTable({ members, timeZone }: { members: TeamTableMember[]; timeZone: string }) {
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
              <MoveButtons member={member} first={index === 0} last={index === members.length - 1} />
              <EditDeleteActions
                editTo={`/admin/team/${member.id}/edit`}
                subject={member.name}
                question={teamMemberDeleteQuestion(member.name)}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
