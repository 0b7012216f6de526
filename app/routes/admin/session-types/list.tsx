import { Link } from "react-router";
import { AdminErrorBoundary } from "#app/components/admin/admin-error-boundary";
import { AdminTable } from "#app/components/admin/admin-table";
import { EmptyState } from "#app/components/admin/list-controls";
import { MoveButtons } from "#app/components/admin/move-buttons";
import { EditDeleteActions, StatusBadge } from "#app/components/admin/tabs/list-tab";
import { answerFailure, failed, faultStatus, saved } from "#app/lib/admin-action.server";
import { requireActor } from "#app/lib/admin-actor.server";
import { ADMIN_PATHS, AVAILABILITY_PATH } from "#app/lib/admin-paths";
import { requireAdmin } from "#app/lib/admin-session.server";
import { formatDuration } from "#app/lib/format";
import { listSessionTypes } from "#core/session-types/list-session-types";
import { moveSessionType } from "#core/session-types/move-session-type";
import { SESSION_LOCATION_LABELS } from "#rules/allowed-values";
import { SESSION_TYPE_MESSAGES, SESSION_TYPE_WORDS, sessionTypeDeleteQuestion } from "#rules/session-type";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Session Types · Admin Portal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { sessionTypes: await listSessionTypes({ db: context.db }) };
}

/** Moves a session type up or down the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireActor(context);
  const form = await request.formData();
  const direction = form.get("direction");
  if (direction !== "up" && direction !== "down") return failed(SESSION_TYPE_MESSAGES.orderFailed);
  try {
    const outcome = await moveSessionType({ db: context.db, id: String(form.get("id") ?? ""), direction, actor });
    if (!outcome.ok)
      return answerFailure(outcome, {
        notFound: SESSION_TYPE_MESSAGES.orderFailed,
        conflict: () => SESSION_TYPE_MESSAGES.orderFailed,
      });
    return saved(form, {
      context,
      message: SESSION_TYPE_MESSAGES.orderUpdated,
      redirectTo: ADMIN_PATHS.sessionTypes.list,
    });
  } catch (error) {
    return failed(SESSION_TYPE_MESSAGES.orderFailed, faultStatus(context, error, "session type move failed"));
  }
}

const cell = "px-4 py-3";

export default function SessionTypesList({ loaderData }: Route.ComponentProps) {
  const rows = loaderData.sessionTypes;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">Session Types</h1>
        <div className="flex flex-wrap items-center gap-4">
          <Link to={AVAILABILITY_PATH} className="font-semibold text-brand underline underline-offset-4">
            Availability
          </Link>
          <Link
            to={ADMIN_PATHS.sessionTypes.new}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {SESSION_TYPE_WORDS.addNew}
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink-soft">
        What visitors can book. Active types show on the booking page, in this order; drafts stay here.
      </p>
      <div className="mt-6">
        {rows.length === 0 ? (
          <EmptyState title={SESSION_TYPE_MESSAGES.emptyTitle} hint={SESSION_TYPE_MESSAGES.emptyHint} />
        ) : (
          <AdminTable
            widthClass="min-w-[44rem]"
            caption="Session types"
            headings={["Session type", "Length and price", "Status", "Actions"]}
          >
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td className={`${cell} font-semibold text-ink`}>
                  {row.name}
                  <span className="block text-sm font-normal text-ink-soft">
                    {SESSION_LOCATION_LABELS[row.locationKind as keyof typeof SESSION_LOCATION_LABELS] ??
                      row.locationKind}
                    {row.confirmation === "approval" ? ", you approve each booking" : ""}
                    {row.bookings > 0 ? `, ${row.bookings} ${row.bookings === 1 ? "booking" : "bookings"}` : ""}
                  </span>
                </td>
                <td className={cell}>
                  {formatDuration(row.durationMinutes)}, {row.price}
                </td>
                <td className={cell}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap items-center gap-2">
                    <MoveButtons
                      action={ADMIN_PATHS.sessionTypes.list}
                      fields={{ id: row.id }}
                      label={(direction) => `Move "${row.name}" ${direction}`}
                      first={index === 0}
                      last={index === rows.length - 1}
                    />
                    <EditDeleteActions
                      editTo={ADMIN_PATHS.sessionTypes.edit(row.id)}
                      subject={`"${row.name}"`}
                      question={sessionTypeDeleteQuestion(row.name)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
