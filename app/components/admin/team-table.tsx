import { Link, useFetcher, useLocation } from "react-router";
import { TEAM_BIO_PREVIEW_LENGTH, TEAM_MEMBER_MESSAGES, teamMemberDeleteQuestion } from "../../../rules/team-member";
import { formatShortDate, preview } from "../../lib/format";
import { AdminFormFields } from "./admin-form";
import {
  AdminTable,
  PersonThumbnail,
  rowButtonClass,
  StatusBadge,
  tableCell,
  tableRowClass,
  useFetcherToast,
} from "./admin-table";
import { ConfirmSubmit } from "./confirm-dialog";
import { EmptyState } from "./list-controls";

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

const cell = tableCell;
const DELETE_FETCHER = "team-member-delete";

/** Up and down: posted to the team manager with the list's search and filter, so the neighbour is the one shown. */
function MoveButtons({ member, first, last }: { member: TeamTableMember; first: boolean; last: boolean }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/admin/team" className="flex gap-1">
      <AdminFormFields />
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="q" value={params.get("q") ?? ""} />
      <input type="hidden" name="status" value={params.get("status") ?? "all"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={first || busy}
        aria-label={`Move ${member.name} up`}
        className={rowButtonClass}
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={last || busy}
        aria-label={`Move ${member.name} down`}
        className={rowButtonClass}
      >
        ↓
      </button>
    </fetcher.Form>
  );
}

/** The team manager's table: order, member, role, status, created date and the row actions. */
export function TeamTable({
  members,
  filtered,
  timeZone,
}: {
  members: TeamTableMember[];
  filtered: boolean;
  timeZone: string;
}) {
  useFetcherToast(useFetcher({ key: DELETE_FETCHER }));
  if (members.length === 0) {
    return (
      <EmptyState
        title={TEAM_MEMBER_MESSAGES.emptyTitle}
        hint={filtered ? TEAM_MEMBER_MESSAGES.emptyFilteredHint : TEAM_MEMBER_MESSAGES.emptyHint}
      />
    );
  }
  return (
    <AdminTable headings={["Order", "Member", "Role", "Status", "Created", "Actions"]}>
      {members.map((member, index) => (
        <tr key={member.id} className={tableRowClass}>
          <td className={`${cell} font-semibold`}>{member.displayOrder}</td>
          <td className={cell}>
            <div className="flex items-center gap-3">
              <PersonThumbnail name={member.name} src={member.imageSrc} />
              <div>
                <p className="font-semibold">{member.name}</p>
                <p className="text-sm text-ink-soft">{preview(member.bio, TEAM_BIO_PREVIEW_LENGTH)}</p>
              </div>
            </div>
          </td>
          <td className={cell}>{member.role}</td>
          <td className={cell}>
            <StatusBadge status={member.status} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{formatShortDate(member.createdAt, timeZone)}</td>
          <td className={cell}>
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons member={member} first={index === 0} last={index === members.length - 1} />
              <Link to={`/admin/team/${member.id}/edit`} aria-label={`Edit ${member.name}`} className={rowButtonClass}>
                Edit
              </Link>
              <ConfirmSubmit
                message={teamMemberDeleteQuestion(member.name)}
                label="Delete"
                accessibleLabel={`Delete ${member.name}`}
                fields={{ intent: "delete", id: member.id }}
                action="/admin/team"
                className={rowButtonClass}
                fetcherKey={DELETE_FETCHER}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
